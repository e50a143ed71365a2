import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Tariffs and their limits (spec §3). The free tariff (slug `free`, `is_default`) is created by
 * a migration, because every account must be on a tariff from its first moment.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    titleKz: text('title_kz').notNull(),
    kind: text('kind', { enum: ['free', 'fixed', 'flexible'] }).notNull(),
    /** Per month, in minor units. */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('KZT'),
    cardsLimit: integer('cards_limit').notNull(),
    eventsLimit: integer('events_limit').notNull(),
    cardPhotosLimit: integer('card_photos_limit').notNull(),
    eventPhotosLimit: integer('event_photos_limit').notNull(),
    statistics: boolean('statistics').notNull().default(false),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    params: jsonb('params').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tariffs_slug_unique').on(table.slug),
    uniqueIndex('tariffs_one_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
    check('tariffs_kind_valid', sql`${table.kind} in ('free', 'fixed', 'flexible')`),
    check('tariffs_price_not_negative', sql`${table.price} >= 0`),
    check(
      'tariffs_limits_not_negative',
      sql`${table.cardsLimit} >= 0 and ${table.eventsLimit} >= 0 and ${table.cardPhotosLimit} >= 0 and ${table.eventPhotosLimit} >= 0`,
    ),
  ],
);

export type TariffRow = typeof tariffs.$inferSelect;
