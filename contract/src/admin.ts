import { z } from 'zod';
import { idParam, INT4_MAX, MONEY_MAX, pageOf, pageQuery } from './api';
import { requiredText } from './auth';
import {
  citySchema,
  latitudeField,
  localizedTextSchema,
  longitudeField,
  tagSchema,
} from './dictionaries';
import { FIELD_MESSAGES } from './errors';
import { TARIFF_KINDS, flexibleUnitPricesSchema, tariffSchema } from './tariffs';
import { LISTING_STATES } from './listings';

/**
 * The admin back office (issue 15, spec §2 admin area, §5, §6): tariffs and the other
 * dictionaries admins run. Admin permissions: `permissions.ts`.
 */

// ---- Shared fields ----

/** A title in one language (spec §5: "Title required"). */
const titleField = z
  .string({ error: FIELD_MESSAGES.TITLE_REQUIRED })
  .trim()
  .min(1, FIELD_MESSAGES.TITLE_REQUIRED)
  .max(100, FIELD_MESSAGES.TOO_LONG);

/** The name a record has in addresses: lower-case Latin letters, digits and hyphens. */
const slugField = requiredText(64).regex(/^[a-z0-9-]+$/, FIELD_MESSAGES.INVALID_VALUE);

// ---- Tariffs ----

/** A tariff as admins see it: with how many accounts are on it (then it cannot be deleted). */
export const adminTariffSchema = tariffSchema.extend({
  /** The free tariff every account starts on: never deactivated or deleted. */
  is_default: z.boolean(),
  accounts: z.number().int(),
});
export type AdminTariff = z.infer<typeof adminTariffSchema>;

/** The tariffs management screen's counts (spec §2: total, active, inactive, paid and free). */
export const tariffCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  paid: z.number().int(),
  free: z.number().int(),
});
export type TariffCounts = z.infer<typeof tariffCountsSchema>;

/** GET /api/admin/tariffs: every tariff in the plans' order, and the counts. */
export const adminTariffsAnswer = z.object({
  data: z.array(adminTariffSchema),
  meta: tariffCountsSchema,
});
export type AdminTariffsAnswer = z.infer<typeof adminTariffsAnswer>;
export const adminTariffAnswer = z.object({ data: adminTariffSchema });

/** A tariff's limits, as its fields name them. */
export const TARIFF_LIMITS = [
  'cards_limit',
  'events_limit',
  'card_photos_limit',
  'event_photos_limit',
] as const;

/** What Flexible prices by the unit. */
export const FLEXIBLE_UNITS = ['card', 'event', 'photo', 'statistics'] as const;

/** A limit on cards, events or photos (spec §5: "Tariff limits must be 0 or greater"). */
const tariffLimit = z
  .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
  .int(FIELD_MESSAGES.NOT_A_NUMBER)
  .min(0, FIELD_MESSAGES.TARIFF_LIMIT_NEGATIVE)
  .max(INT4_MAX, FIELD_MESSAGES.OUT_OF_RANGE);

/** A monthly price or unit price in minor units, not below zero. */
const tariffPrice = z
  .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
  .int(FIELD_MESSAGES.NOT_A_NUMBER)
  .min(0, FIELD_MESSAGES.NOT_NEGATIVE)
  .max(MONEY_MAX, FIELD_MESSAGES.OUT_OF_RANGE);

/** The kinds an admin creates: the free tariff is the one the site starts with. */
export const ADMIN_TARIFF_KINDS = ['fixed', 'flexible'] as const;

/**
 * PUT /api/admin/tariffs/{id}: what a tariff's editor changes. Its slug and kind are fixed at
 * creation (accounts and links name them); Flexible's price is its unit prices'.
 */
export const tariffUpdateBody = z.object({
  title_en: titleField,
  title_ru: titleField,
  title_kz: titleField,
  price: tariffPrice,
  cards_limit: tariffLimit,
  events_limit: tariffLimit,
  card_photos_limit: tariffLimit,
  event_photos_limit: tariffLimit,
  statistics: z.boolean(),
  active: z.boolean(),
  /** Flexible only (required there): each unit's monthly price. */
  unit_prices: z
    .object({
      card: tariffPrice,
      event: tariffPrice,
      photo: tariffPrice,
      statistics: tariffPrice,
    })
    .pipe(flexibleUnitPricesSchema)
    .nullable()
    .default(null),
});
export type TariffUpdateBody = z.input<typeof tariffUpdateBody>;

/** POST /api/admin/tariffs: a new fixed or Flexible tariff. */
export const tariffCreateBody = tariffUpdateBody.extend({
  slug: slugField,
  kind: z.enum(ADMIN_TARIFF_KINDS, { error: FIELD_MESSAGES.INVALID_CHOICE }),
});
export type TariffCreateBody = z.input<typeof tariffCreateBody>;

/** PUT /api/admin/tariffs/{id}/active: the quick action of the tariffs list. */
export const tariffActiveBody = z.object({ active: z.boolean() });

// ---- Accounts ----

export const ADMIN_ACCOUNTS_PER_PAGE = 20;

/** GET /api/admin/accounts: by a part of the title or the owner's name or e-mail, newest first. */
export const adminAccountsQuery = z.object({
  ...pageQuery(ADMIN_ACCOUNTS_PER_PAGE),
  q: z.string().trim().max(100, FIELD_MESSAGES.TOO_LONG).optional(),
});
export type AdminAccountsQuery = z.input<typeof adminAccountsQuery>;

export const adminAccountSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  currency: z.string(),
  /** Minor units. */
  balance: z.number().int(),
  tariff: z.object({
    id: z.number().int(),
    title: localizedTextSchema,
    kind: z.enum(TARIFF_KINDS),
  }),
  /** When the paid period ends (null on the free tariff). */
  tariff_finish_at: z.string().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountsAnswer = pageOf(adminAccountSchema);

// ---- Cities ----

/**
 * POST /api/admin/cities, PUT /api/admin/cities/{id}: a city (spec §3, §5: latitude −90..90,
 * longitude −180..180, a number either way). The start-up seed writes its cities through it too.
 */
export const cityBody = z.object({
  slug: slugField,
  title_en: titleField,
  title_ru: titleField,
  title_kz: titleField,
  latitude: latitudeField,
  longitude: longitudeField,
  population: z
    .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
    .int(FIELD_MESSAGES.NOT_A_NUMBER)
    .min(0, FIELD_MESSAGES.NOT_NEGATIVE)
    .max(INT4_MAX, FIELD_MESSAGES.OUT_OF_RANGE),
});
export type CityBody = z.input<typeof cityBody>;

/** A city as admins see it: with what is in it (a city with records cannot be deleted). */
export const adminCitySchema = citySchema.extend({
  cards: z.number().int(),
  events: z.number().int(),
  /** Slides shown only in this city (they show everywhere once it is deleted). */
  slides: z.number().int(),
});
export type AdminCity = z.infer<typeof adminCitySchema>;

export const ADMIN_CITIES_PER_PAGE = 50;

/** GET /api/admin/cities: by a part of a title or the slug, largest first. */
export const adminCitiesQuery = z.object({
  ...pageQuery(ADMIN_CITIES_PER_PAGE),
  q: z.string().trim().max(100, FIELD_MESSAGES.TOO_LONG).optional(),
});
export type AdminCitiesQuery = z.input<typeof adminCitiesQuery>;
export const adminCitiesAnswer = pageOf(adminCitySchema);
export type AdminCitiesAnswer = z.infer<typeof adminCitiesAnswer>;
export const adminCityAnswer = z.object({ data: adminCitySchema });

// ---- Categories ----

/**
 * A category as admins see it, one row of the tree: top categories have no parent, and the
 * catalog shows a top category with everything in its subcategories (two levels, no deeper).
 */
export const adminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  title: localizedTextSchema,
  /** An emoji shown beside the title, or none. */
  icon: z.string().nullable(),
  /** Its place among its siblings, from 0. */
  position: z.number().int(),
  /**
   * Cards and events filed under it or under one of its subcategories, each once, in any state
   * (a subcategory: its own). Any at all, or a subcategory, and it cannot be deleted.
   */
  cards: z.number().int(),
  events: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** GET /api/admin/categories: every category, parents before their children, in order. */
export const adminCategoriesAnswer = z.object({ data: z.array(adminCategorySchema) });
export const adminCategoryAnswer = z.object({ data: adminCategorySchema });

/** POST /api/admin/categories, PUT /api/admin/categories/{id}. */
export const categoryBody = z.object({
  slug: slugField,
  /** The top category it belongs to, or null for a top category. */
  parent_id: idParam.nullable().default(null),
  title_en: titleField,
  title_ru: titleField,
  title_kz: titleField,
  icon: z
    .string()
    .trim()
    .max(16, FIELD_MESSAGES.TOO_LONG)
    .nullable()
    .default(null)
    .transform((icon) => icon || null),
});
export type CategoryBody = z.input<typeof categoryBody>;

/** PUT /api/admin/categories/order: the new order of one parent's children (every one, once). */
export const categoryOrderBody = z.object({
  parent_id: idParam.nullable(),
  ids: z.array(idParam).min(1).max(500),
});
export type CategoryOrderBody = z.input<typeof categoryOrderBody>;

// ---- Tags ----

/** POST /api/admin/tags, PUT /api/admin/tags/{id}: a tag's slug and titles. */
export const tagBody = z.object({
  slug: slugField,
  title_en: titleField,
  title_ru: titleField,
  title_kz: titleField,
});
export type TagBody = z.input<typeof tagBody>;

/** A tag as admins see it: with the cards that carry it (deleting takes it off them). */
export const adminTagSchema = tagSchema.extend({ cards: z.number().int() });
export type AdminTag = z.infer<typeof adminTagSchema>;

export const ADMIN_TAGS_PER_PAGE = 50;

/** GET /api/admin/tags: by a part of a title or the slug, most used first. */
export const adminTagsQuery = z.object({
  ...pageQuery(ADMIN_TAGS_PER_PAGE),
  q: z.string().trim().max(100, FIELD_MESSAGES.TOO_LONG).optional(),
});
export type AdminTagsQuery = z.input<typeof adminTagsQuery>;
export const adminTagsAnswer = pageOf(adminTagSchema);
export type AdminTagsAnswer = z.infer<typeof adminTagsAnswer>;
export const adminTagAnswer = z.object({ data: adminTagSchema });

// ---- Reviews (the spec's scores) and comments ----

/** Which reviews or comments a list shows: every one, the live ones, or those support deleted. */
export const ADMIN_REVIEW_STATES = ['all', 'live', 'deleted'] as const;
export const ADMIN_REVIEWS_PER_PAGE = 30;

/** GET /api/admin/reviews and /api/admin/comments: newest first, by a part of the text, author or record. */
export const adminReviewsQuery = z.object({
  ...pageQuery(ADMIN_REVIEWS_PER_PAGE),
  q: z.string().trim().max(100, FIELD_MESSAGES.TOO_LONG).optional(),
  state: z.enum(ADMIN_REVIEW_STATES, { error: FIELD_MESSAGES.INVALID_CHOICE }).default('all'),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuery>;

const reviewedRecordRef = z.object({
  type: z.enum(['card', 'event']),
  id: z.number().int(),
  /** null when the record is gone. */
  title: z.string().nullable(),
});

export const adminReviewSchema = z.object({
  id: z.number().int(),
  subject: reviewedRecordRef,
  author: z.object({ id: z.number().int(), name: z.string() }),
  score: z.number().int(),
  text: z.string(),
  comments: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When support deleted it (then it shows "Review was deleted by support"), or null. */
  deleted_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsAnswer = pageOf(adminReviewSchema);
export const adminReviewAnswer = z.object({ data: adminReviewSchema });

export const adminCommentSchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  subject: reviewedRecordRef,
  author: z.object({ id: z.number().int(), name: z.string() }),
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;
export const adminCommentsAnswer = pageOf(adminCommentSchema);
export const adminCommentAnswer = z.object({ data: adminCommentSchema });

// ---- Languages ----

/**
 * A language as admins see it. The interface speaks the languages it has translations for
 * (`LANGUAGES`: en, ru, kz); another one can be kept in the dictionary before it does, and is
 * offered to visitors once the interface is translated (`interface`).
 */
export const adminLanguageSchema = z.object({
  code: z.string(),
  title: z.string(),
  flg: z.string(),
  position: z.number().int(),
  /** Whether the interface is translated into it (then it is in the language menu). */
  interface: z.boolean(),
  /** en, ru and kz: never deleted. */
  built_in: z.boolean(),
});
export type AdminLanguage = z.infer<typeof adminLanguageSchema>;
export const adminLanguagesAnswer = z.object({ data: z.array(adminLanguageSchema) });
export const adminLanguageAnswer = z.object({ data: adminLanguageSchema });

/** PUT /api/admin/languages/{code}: its name (in itself) and flag; the code is fixed. */
export const languageUpdateBody = z.object({
  title: titleField,
  flg: requiredText(16),
});
export type LanguageUpdateBody = z.input<typeof languageUpdateBody>;

/** POST /api/admin/languages: a language by its ISO 639 code (two or three Latin letters). */
export const languageCreateBody = languageUpdateBody.extend({
  code: requiredText(3).regex(/^[a-z]{2,3}$/, FIELD_MESSAGES.INVALID_VALUE),
});
export type LanguageCreateBody = z.input<typeof languageCreateBody>;

export const languageParams = z.object({ code: z.string().regex(/^[a-z]{2,3}$/) });

// ---- Cards and events ----

export const ADMIN_LISTINGS_PER_PAGE = 30;

/** GET /api/admin/cards and /api/admin/events: every record in every state, newest change first. */
export const adminListingsQuery = z.object({
  ...pageQuery(ADMIN_LISTINGS_PER_PAGE),
  /** A part of the title, the account's title or the owner's name or e-mail. */
  q: z.string().trim().max(100, FIELD_MESSAGES.TOO_LONG).optional(),
  state: z.enum(LISTING_STATES, { error: FIELD_MESSAGES.INVALID_CHOICE }).optional(),
  account_id: idParam.optional(),
});
export type AdminListingsQuery = z.input<typeof adminListingsQuery>;

export const adminListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.enum(LISTING_STATES),
  account: z.object({ id: z.number().int(), title: z.string() }),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  city: localizedTextSchema,
  updated_at: z.string(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;
export const adminListingsAnswer = pageOf(adminListingSchema);

// ---- Dashboard ----

export const ADMIN_DASHBOARD_DAYS = 30;

export const adminDashboardDaySchema = z.object({
  /** A day on Kazakhstan's calendar (YYYY-MM-DD). */
  day: z.string(),
  registrations: z.number().int(),
  cards: z.number().int(),
  events: z.number().int(),
  /** Minor units credited by top-ups that day. */
  top_ups: z.number().int(),
  /** Minor units charged for tariffs, renewals and VIP that day, less what was refunded. */
  revenue: z.number().int(),
});
export type AdminDashboardDay = z.infer<typeof adminDashboardDaySchema>;

/** GET /api/admin/dashboard: the site now and its last 30 days. */
export const adminDashboardSchema = z.object({
  users: z.number().int(),
  published_cards: z.number().int(),
  published_events: z.number().int(),
  open_complaints: z.number().int(),
  currency: z.string(),
  days: z.array(adminDashboardDaySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export const adminDashboardAnswer = z.object({ data: adminDashboardSchema });
