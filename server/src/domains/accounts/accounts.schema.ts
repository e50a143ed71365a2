import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tariffs } from '../tariffs/tariffs.schema';
import { users } from '../users/users.schema';

/** A provider profile of a user; the first one is created with the user. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    currency: text('currency').notNull().default('KZT'),
    /** Every account is on a tariff; new accounts start on the default (free) one. */
    tariffId: integer('tariff_id')
      .notNull()
      .references(() => tariffs.id),
    /**
     * Minor units: the running total of the account's ledger entries, changed only together
     * with one (domains/ledger), and never below zero.
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** The paid period: null on the free tariff. Renewal charges when it finishes. */
    tariffStartedAt: timestamp('tariff_started_at', { withTimezone: true }),
    tariffFinishAt: timestamp('tariff_finish_at', { withTimezone: true }),
    /** What each renewal charges (the tariff's price, or Flexible's computed one). */
    monthlyPayment: bigint('monthly_payment', { mode: 'number' }).notNull().default(0),
    /** Flexible's chosen amounts (null on other tariffs). */
    flexCards: integer('flex_cards'),
    flexEvents: integer('flex_events'),
    flexPhotos: integer('flex_photos'),
    flexStatistics: boolean('flex_statistics').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_user_id_idx').on(table.userId),
    index('accounts_tariff_id_idx').on(table.tariffId),
    index('accounts_tariff_finish_idx').on(table.tariffFinishAt),
    check('accounts_balance_not_negative', sql`${table.balance} >= 0`),
    check('accounts_monthly_payment_not_negative', sql`${table.monthlyPayment} >= 0`),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
