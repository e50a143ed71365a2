import { z } from 'zod';
import { idField, idParam, pageMetaSchema, pageQuery } from './api';
import { LISTING_SORTS, PER_PAGE_DEFAULT, PER_PAGE_MAX } from './constants';
import { requiredText } from './auth';
import {
  latitudeField,
  localizedTextSchema,
  longitudeField,
  roundCoordinate,
} from './dictionaries';
import { FIELD_MESSAGES } from './errors';

/**
 * What cards and events share: the lifecycle, contacts, photos, the location and the text rules.
 * DECISIONS: new (draft) → published ⇄ unpublished; any of these → archived; archived → new;
 * delete permanently from new or archived. Pinning applies to published records.
 */
export const LISTING_STATES = ['new', 'published', 'unpublished', 'archived'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const LISTING_ACTIONS = [
  'publish',
  'unpublish',
  'archive',
  'restore',
  'delete',
  'pin',
  'unpin',
] as const;
/** restore = "move to new"; delete = "delete permanently". */
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/** The state an action leads to, from the states it is allowed in (delete removes the record). */
export const LISTING_TRANSITIONS: Record<
  Exclude<ListingAction, 'pin' | 'unpin'>,
  { from: readonly ListingState[]; to: ListingState | null }
> = {
  publish: { from: ['new', 'unpublished'], to: 'published' },
  unpublish: { from: ['published'], to: 'unpublished' },
  archive: { from: ['new', 'published', 'unpublished'], to: 'archived' },
  restore: { from: ['archived'], to: 'new' },
  delete: { from: ['new', 'archived'], to: null },
};

/** Whether an action is allowed in a state; pin/unpin need a published record and the opposite pin. */
export function canTransition(
  state: ListingState,
  pinned: boolean,
  action: ListingAction,
): boolean {
  if (action === 'pin') return state === 'published' && !pinned;
  if (action === 'unpin') return pinned;
  return LISTING_TRANSITIONS[action].from.includes(state);
}

export const CONTACT_TYPES = [
  'phone',
  'email',
  'whatsapp',
  'telegram',
  'instagram',
  'website',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

const contactPatterns: Record<ContactType, RegExp> = {
  phone: /^\+?[0-9 ()-]{7,20}$/,
  whatsapp: /^\+?[0-9 ()-]{7,20}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  telegram: /^(@?[A-Za-z0-9_]{4,32}|https:\/\/t\.me\/[A-Za-z0-9_]{4,32})$/,
  instagram: /^(@?[A-Za-z0-9_.]{1,30}|https:\/\/(www\.)?instagram\.com\/[A-Za-z0-9_.]{1,30}\/?)$/,
  website: /^https?:\/\/[^\s]+\.[^\s]+$/,
};

export const contactInput = z
  .object({
    type: z.enum(CONTACT_TYPES, { error: FIELD_MESSAGES.INVALID_CHOICE }),
    value: requiredText(200),
  })
  .refine((contact) => contactPatterns[contact.type].test(contact.value), {
    message: FIELD_MESSAGES.CONTACT_INVALID,
    path: ['value'],
  });
export type ContactInput = z.input<typeof contactInput>;

export const contactSchema = z.object({ type: z.enum(CONTACT_TYPES), value: z.string() });
export type Contact = z.infer<typeof contactSchema>;

export const titleField = z
  .string({ error: FIELD_MESSAGES.TITLE_REQUIRED })
  .trim()
  .min(1, FIELD_MESSAGES.TITLE_REQUIRED)
  .max(150, FIELD_MESSAGES.TOO_LONG);

export const SHORT_DESCRIPTION_MIN = 20;
export const LONG_DESCRIPTION_MIN = 50;

export const shortDescriptionField = requiredText(300).pipe(
  z.string().min(SHORT_DESCRIPTION_MIN, FIELD_MESSAGES.TOO_SHORT_20),
);
export const longDescriptionField = requiredText(10_000).pipe(
  z.string().min(LONG_DESCRIPTION_MIN, FIELD_MESSAGES.TOO_SHORT_50),
);

export const optionalUrlField = z
  .string()
  .trim()
  .max(500, FIELD_MESSAGES.TOO_LONG)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .refine((value) => value == null || /^https?:\/\/[^\s]+\.[^\s]+$/.test(value), {
    message: FIELD_MESSAGES.URL_INVALID,
  });

/** The fields every listing form has: texts, categories, place and contacts. */
export const listingBaseInput = z.object({
  account_id: idField(FIELD_MESSAGES.ACCOUNT_REQUIRED),
  title: titleField,
  short_description: shortDescriptionField,
  long_description: longDescriptionField,
  category_ids: z
    .array(idField(FIELD_MESSAGES.CATEGORY_REQUIRED), { error: FIELD_MESSAGES.CATEGORY_REQUIRED })
    .min(1, FIELD_MESSAGES.CATEGORY_REQUIRED)
    .max(10, FIELD_MESSAGES.TOO_LONG),
  city_id: idField(FIELD_MESSAGES.FILL_VALUE),
  address: requiredText(300),
  latitude: latitudeField,
  longitude: longitudeField,
  link: optionalUrlField,
  contacts: z.array(contactInput).max(12, FIELD_MESSAGES.TOO_LONG).default([]),
});

/** Photo renditions, all WebP, as URLs the browser can load. */
export const photoSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  is_main: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  urls: z.object({ thumb: z.string(), card: z.string(), full: z.string() }),
});
export type Photo = z.infer<typeof photoSchema>;

/** Body of PUT …/photos/order: every photo id of the record, in the new order. */
export const photoOrderBody = z.object({
  photo_ids: z.array(idField()).min(1).max(PER_PAGE_MAX, FIELD_MESSAGES.TOO_LONG),
});

export const categoryRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: localizedTextSchema,
});
export const cityRefSchema = categoryRefSchema;

/** Who publishes a listing, as the public sees them. */
export const providerRefSchema = z.object({
  user_id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
});

/**
 * What the acting user may do with a record, computed by the server's policy so the client
 * shows buttons from it instead of re-deriving rules.
 */
export const listingPoliciesSchema = z.object({
  update: z.boolean(),
  publish: z.boolean(),
  unpublish: z.boolean(),
  archive: z.boolean(),
  restore: z.boolean(),
  delete: z.boolean(),
  pin: z.boolean(),
  unpin: z.boolean(),
});
export type ListingPolicies = z.infer<typeof listingPoliciesSchema>;

/** Counts of matching records per filter value under the current selection (disjunctive facets). */
export const facetsSchema = z.record(z.string(), z.record(z.string(), z.number().int()));
export type Facets = z.infer<typeof facetsSchema>;

export const listMetaWithFacetsSchema = pageMetaSchema.extend({
  /** attribute key (and `category`, `city`) → value → count. */
  facets: facetsSchema,
});

/** A query parameter that may come once (`key=v`) or as an array (`key[]=v1&key[]=v2`). */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(50),
  );

/**
 * Query parameters every public list accepts. Filter attributes (spec §3, keys from
 * GET /api/catalog) come as further `key[]=value` parameters; within one attribute the values
 * are alternatives (or), across attributes all must hold (and).
 */
export const listingQueryBase = z.object({
  text: z.string().trim().max(200).optional(),
  /** City slug. */
  city: z.string().trim().max(64).optional(),
  /** Category slugs; a top category includes its subcategories. */
  category: queryArray(z.string().max(64)).optional(),
  sort: z.enum(LISTING_SORTS).optional(),
  lat: z.coerce.number().min(-90).max(90).transform(roundCoordinate).optional(),
  lon: z.coerce.number().min(-180).max(180).transform(roundCoordinate).optional(),
  ...pageQuery(PER_PAGE_DEFAULT),
  /** A provider's user id, for provider pages. */
  user: idParam.optional(),
});

/** GET /api/cabinet/cards and /api/cabinet/events: one account's records, by state. */
export const cabinetListingsQuery = z.object({
  account_id: idParam,
  state: queryArray(z.enum(LISTING_STATES)).optional(),
  text: z.string().trim().max(200).optional(),
  ...pageQuery(20),
});

/** Counters shown on cards and events. */
export const listingStatsSchema = z.object({
  rating: z.number(),
  reviews_count: z.number().int(),
  favorites_count: z.number().int(),
});

/** What every list item (card or event) carries; each kind adds its own fields. */
export const listingSummaryBase = z.object({
  id: z.number().int(),
  title: z.string(),
  short_description: z.string(),
  state: z.enum(LISTING_STATES),
  pinned: z.boolean(),
  city: cityRefSchema,
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  categories: z.array(categoryRefSchema),
  main_photo: photoSchema.nullable(),
  currency: z.string(),
  provider: providerRefSchema,
  stats: listingStatsSchema,
  /** Whether the signed-in user has it among favorites (false for anonymous visitors). */
  favorite: z.boolean(),
  /** Distance in metres from the `lat`/`lon` of the query, when given. */
  distance_m: z.number().nullable(),
  /** Search matches wrapped in <mark>…</mark> (HTML-escaped otherwise), when `text` was given. */
  highlight: z.object({ title: z.string(), short_description: z.string() }).nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});

export type ListingSummaryBase = z.infer<typeof listingSummaryBase>;

/**
 * What a whole record adds to its list item (public page and cabinet). Contacts are only in the
 * cabinet answer; the public page lists their types and reveals values through POST …/contacts.
 */
export const listingDetailFields = {
  long_description: z.string(),
  link: z.string().nullable(),
  photos: z.array(photoSchema),
  contact_types: z.array(contactSchema.shape.type),
  contacts: z.array(contactSchema).nullable(),
  account_id: z.number().int(),
  updated_at: z.string(),
  policies: listingPoliciesSchema,
};
