import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('accounts_user_id_idx').on(table.userId),
    index('accounts_tariff_id_idx').on(table.tariffId),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
