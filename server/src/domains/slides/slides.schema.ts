import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Slides of the home page slider (support manages them in a later issue). */
export const slides = pgTable('slides', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titleEn: text('title_en').notNull(),
  titleRu: text('title_ru').notNull(),
  titleKz: text('title_kz').notNull(),
  subtitleEn: text('subtitle_en').notNull().default(''),
  subtitleRu: text('subtitle_ru').notNull().default(''),
  subtitleKz: text('subtitle_kz').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  link: text('link'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
