import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  flg: text('flg').notNull(),
  position: integer('position').notNull().default(0),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    titleKz: text('title_kz').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
  },
  (table) => [
    check('cities_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('cities_longitude_range', sql`${table.longitude} between -180 and 180`),
    check('cities_population_not_negative', sql`${table.population} >= 0`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id'),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    titleKz: text('title_kz').notNull(),
    /** An emoji shown beside the title (admin dictionaries), or none. */
    icon: text('icon'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('cascade'),
    index('categories_parent_id_idx').on(table.parentId),
  ],
);

/**
 * Tags: free labels a provider puts on a card (бассейн, английский, IT), beside its categories;
 * the catalog filters by them and a search text that names one finds its cards (issue 15).
 */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleRu: text('title_ru').notNull(),
  titleKz: text('title_kz').notNull(),
});

export const filterAttributes = pgTable('filter_attributes', {
  key: text('key').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleRu: text('title_ru').notNull(),
  titleKz: text('title_kz').notNull(),
  multiple: boolean('multiple').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const filterAttributeValues = pgTable(
  'filter_attribute_values',
  {
    attributeKey: text('attribute_key')
      .notNull()
      .references(() => filterAttributes.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    value: text('value').notNull(),
    titleEn: text('title_en').notNull(),
    titleRu: text('title_ru').notNull(),
    titleKz: text('title_kz').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.attributeKey, table.value] })],
);

export type CityRow = typeof cities.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
