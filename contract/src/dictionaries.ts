import { z } from 'zod';
import { LANGUAGES } from './constants';
import { FIELD_MESSAGES } from './errors';

export const localizedTextSchema = z.object({ en: z.string(), ru: z.string(), kz: z.string() });

/** GET /api/languages */
export const languageSchema = z.object({
  code: z.enum(LANGUAGES),
  title: z.string(),
  /** The flag as an emoji. */
  flg: z.string(),
});
export type LanguageInfo = z.infer<typeof languageSchema>;

/**
 * A coordinate to 7 decimals (about a centimetre): finer digits are noise, and nearly equal
 * coordinates would underflow the database's distance arithmetic (sines of 1e-300 squared).
 */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 1e7) / 1e7 || 0;

export const latitudeField = z
  .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
  .min(-90, FIELD_MESSAGES.LATITUDE_RANGE)
  .max(90, FIELD_MESSAGES.LATITUDE_RANGE)
  .transform(roundCoordinate);
export const longitudeField = z
  .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
  .min(-180, FIELD_MESSAGES.LONGITUDE_RANGE)
  .max(180, FIELD_MESSAGES.LONGITUDE_RANGE)
  .transform(roundCoordinate);

/** GET /api/cities */
export const citySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: localizedTextSchema,
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
  map_link: z.string(),
});
export type City = z.infer<typeof citySchema>;

export interface Category {
  id: number;
  slug: string;
  title: z.infer<typeof localizedTextSchema>;
  children: Category[];
}
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    title: localizedTextSchema,
    children: z.array(categorySchema),
  }),
);

/**
 * GET /api/tags: a tag (spec §3), a label providers put on cards beside their categories; the
 * catalog filters by `tag[]=slug`, and a search text naming a tag finds its cards.
 */
export const tagSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: localizedTextSchema,
});
export type Tag = z.infer<typeof tagSchema>;

/** A card carries at most this many tags. */
export const TAGS_PER_CARD_MAX = 10;

/** A catalog filter attribute of spec §3 and its allowed values. */
export const filterAttributeSchema = z.object({
  key: z.string(),
  title: localizedTextSchema,
  /** true: any number of values may be chosen; false: one (yes/no flags and the like). */
  multiple: z.boolean(),
  values: z.array(z.object({ value: z.string(), title: localizedTextSchema })),
});
export type FilterAttribute = z.infer<typeof filterAttributeSchema>;

/** GET /api/catalog */
export const catalogSchema = z.object({
  categories: z.array(categorySchema),
  attributes: z.array(filterAttributeSchema),
});
export type Catalog = z.infer<typeof catalogSchema>;
