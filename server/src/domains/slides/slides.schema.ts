import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cities } from '../dictionaries/dictionaries.schema';

/**
 * Slides of the home page slider, managed by advertisement staff: words in three languages, a
 * picture (through the photo pipeline: `image_key` names its files, `image_url` its wide
 * rendition), a link, the city it shows in (null: every city), the Kazakhstan days it shows
 * from and until (null: open), whether it is on at all, and its place in the order.
 */
export const slides = pgTable(
  'slides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    titleKz: text('title_kz').notNull(),
    subtitleEn: text('subtitle_en').notNull().default(''),
    subtitleRu: text('subtitle_ru').notNull().default(''),
    subtitleKz: text('subtitle_kz').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    /** The stored picture's folder (its renditions); null for pictures put there otherwise (demo). */
    imageKey: text('image_key'),
    link: text('link'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'slides_dates_ordered',
      sql`${table.startsOn} is null or ${table.endsOn} is null or ${table.startsOn} <= ${table.endsOn}`,
    ),
  ],
);

export type SlideRow = typeof slides.$inferSelect;
