import { z } from 'zod';
import { dayField, idField, idParam, pageMetaSchema, pageQuery } from './api';
import { requiredText, roleSchema } from './auth';
import { ROLES } from './constants';
import { localizedTextSchema } from './dictionaries';
import { FIELD_MESSAGES } from './errors';
import { LISTING_STATES } from './listings';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_NOTE_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_TARGETS,
  RESTRICTION_TYPES,
  complaintSchema,
  restrictionBody,
} from './trust';

/**
 * The support back office (issue 14, spec §2 support area, §6): the dashboard, the users' pages,
 * the complaints queue's closing with consequences, moderation, the slider, VIP marks and
 * promoted cards. Staff permissions: `permissions.ts`.
 */

const isoDateTime = z.string();
const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** A text search of the back office's lists: trimmed, at most 100 characters. */
const searchText = z.string().trim().max(100, FIELD_MESSAGES.TOO_LONG).optional();

// ---- Dashboard ----

export const dashboardDaySchema = z.object({
  /** A day on Kazakhstan's calendar (YYYY-MM-DD). */
  day: z.string(),
  complaints: z.number().int(),
  support_chats: z.number().int(),
  restrictions: z.number().int(),
  registrations: z.number().int(),
});

/** GET /api/support/dashboard: what waits for staff now, and the last seven days. */
export const dashboardSchema = z.object({
  open_complaints: z.number().int(),
  /** Open support conversations with a message support has not read. */
  waiting_chats: z.number().int(),
  restricted_users: z.number().int(),
  active_slides: z.number().int(),
  vip_cards: z.number().int(),
  promoted_cards: z.number().int(),
  last_7_days: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- Users ----

export const SUPPORT_USERS_PER_PAGE = 20;
export const SUPPORT_USER_SORTS = ['newest', 'oldest', 'name'] as const;

/** GET /api/support/users: by name, e-mail or phone; only those restricted now; by role. */
export const supportUsersQuery = z.object({
  ...pageQuery(SUPPORT_USERS_PER_PAGE),
  q: searchText,
  restricted: z.enum(['1']).optional(),
  role: z.enum(ROLES).optional(),
  sort: z.enum(SUPPORT_USER_SORTS).default('newest'),
});
export type SupportUsersQuery = z.input<typeof supportUsersQuery>;

export const supportUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(roleSchema),
  created_at: isoDateTime,
  /** The types of the user's restrictions in force now. */
  restricted: z.array(z.enum(RESTRICTION_TYPES)),
  accounts_count: z.number().int(),
});
export type SupportUser = z.infer<typeof supportUserSchema>;

export const supportUsersAnswer = z.object({
  data: z.array(supportUserSchema),
  meta: pageMetaSchema,
});

export const supportAccountSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Minor units. */
  balance: z.number().int(),
  currency: z.string(),
  tariff: z.object({ id: z.number().int(), title: localizedTextSchema }),
  tariff_finish_dt: isoDateTime.nullable(),
  cards_count: z.number().int(),
  events_count: z.number().int(),
});

export const supportListingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['card', 'event']),
  title: z.string(),
  state: z.enum(LISTING_STATES),
  account_id: z.number().int(),
  vip: z.boolean(),
  updated_at: isoDateTime,
});
export type SupportListing = z.infer<typeof supportListingSchema>;

export const supportReviewSchema = z.object({
  id: z.number().int(),
  subject_type: z.enum(['card', 'event']),
  subject_id: z.number().int(),
  record_title: z.string(),
  score: z.number().int(),
  review: z.string(),
  deleted_by_support: z.boolean(),
  created_at: isoDateTime,
});

/** GET /api/support/users/{id}: everything support looks at about one user. */
export const supportUserDetailSchema = supportUserSchema.extend({
  language: z.string(),
  rating: z.number(),
  reviews_count: z.number().int(),
  accounts: z.array(supportAccountSchema),
  /** The newest cards and events of all their accounts (up to 50 each). */
  listings: z.array(supportListingSchema),
  reviews: z.array(supportReviewSchema),
  complaints_made: z.array(complaintSchema),
  /** Complaints about the user, their cards and events, reviews and comments. */
  complaints_received: z.array(complaintSchema),
  policies: z.object({
    impersonate: z.boolean(),
    restrict: z.boolean(),
    grant_roles: z.boolean(),
  }),
});
export type SupportUserDetail = z.infer<typeof supportUserDetailSchema>;

/** POST /api/admin/users/{id}/roles: grant a staff role (DELETE …/roles/{role} revokes it). */
export const roleGrantBody = z.object({
  role: z.enum(ROLES, { error: FIELD_MESSAGES.INVALID_CHOICE }),
});
export const roleParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  role: z.enum(ROLES),
});

// ---- Complaints: closing with consequences ----

/**
 * POST /api/support/complaints/{id}/close: the resolution, and optionally in the same step the
 * target taken down (a review or comment deleted, a card or event unpublished) and its author
 * restricted.
 */
export const complaintCloseBody = z.object({
  resolution: requiredText(COMPLAINT_NOTE_MAX),
  remove_target: z.boolean().optional(),
  restrict_author: restrictionBody.optional(),
});
export type ComplaintCloseBody = z.input<typeof complaintCloseBody>;

export const supportComplaintsQuery = z.object({
  ...pageQuery(20),
  status: z.enum(COMPLAINT_STATUSES).optional(),
  target_type: z.enum(COMPLAINT_TARGETS).optional(),
  category: z.enum(COMPLAINT_CATEGORIES).optional(),
});
export type SupportComplaintsQuery = z.input<typeof supportComplaintsQuery>;

/** A complaint's target as the queue shows it inline: what it is, its words, its author, a link. */
export const complaintTargetSchema = z.object({
  /** A title or a name, or the first words of a review or comment. */
  label: z.string(),
  /** Where it can be seen on the site (null: nowhere any more). */
  path: z.string().nullable(),
  /** Who wrote or owns it (the user whom `restrict_author` restricts). */
  author: personSchema.nullable(),
  /** Already taken down (deleted by support, unpublished). */
  removed: z.boolean(),
});

export const supportComplaintSchema = complaintSchema.extend({
  target: complaintTargetSchema.nullable(),
});
export type SupportComplaint = z.infer<typeof supportComplaintSchema>;

export const supportComplaintsAnswer = z.object({
  data: z.array(supportComplaintSchema),
  meta: pageMetaSchema,
});
export const supportComplaintAnswer = z.object({ data: supportComplaintSchema });

// ---- Moderation ----

/** POST /api/support/cards/{id}/unpublish and /api/support/events/{id}/unpublish. */
export const moderationBody = z.object({ reason: requiredText(1000) });

// ---- Slider ----

export const SLIDE_TEXT_MAX = 200;

const slideText = (required: boolean) =>
  required
    ? requiredText(SLIDE_TEXT_MAX)
    : z.string().trim().max(SLIDE_TEXT_MAX, FIELD_MESSAGES.TOO_LONG);

/** A form field left empty (a multipart field arrives as '') counts as not given. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema);

/** A link a slide leads to: a path of the site, or an http(s) address. */
export const slideLinkField = z
  .string()
  .trim()
  .max(500, FIELD_MESSAGES.TOO_LONG)
  .refine(
    (link) => link === '' || /^\/(?!\/)/.test(link) || /^https?:\/\/[^\s]+$/i.test(link),
    FIELD_MESSAGES.INVALID_VALUE,
  )
  .transform((link) => (link === '' ? null : link))
  .nullable()
  .optional();

/**
 * A slide's fields as staff send them (multipart: these as fields, `image` as a file; the image
 * is required when creating). Dates bound when it shows; no city: every city.
 */
export const slideFields = z
  .object({
    title_en: slideText(true),
    title_ru: slideText(true),
    title_kz: slideText(true),
    subtitle_en: slideText(false).default(''),
    subtitle_ru: slideText(false).default(''),
    subtitle_kz: slideText(false).default(''),
    link: slideLinkField,
    city_id: blankAsNull(idParam.nullable()),
    starts_on: blankAsNull(dayField().nullable()),
    ends_on: blankAsNull(dayField().nullable()),
    active: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .transform((value) => value === true || value === 'true' || value === '1')
      .default(true),
  })
  .refine((slide) => !slide.starts_on || !slide.ends_on || slide.starts_on <= slide.ends_on, {
    message: FIELD_MESSAGES.START_AFTER_FINISH,
    path: ['starts_on'],
  });
export type SlideFields = z.input<typeof slideFields>;

export const staffSlideSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  subtitle: localizedTextSchema,
  image_url: z.string(),
  link: z.string().nullable(),
  city_id: z.number().int().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  active: z.boolean(),
  position: z.number().int(),
  /** Shown now to visitors of its city (active and within its dates). */
  showing: z.boolean(),
});
export type StaffSlide = z.infer<typeof staffSlideSchema>;

export const staffSlidesAnswer = z.object({ data: z.array(staffSlideSchema) });
export const staffSlideAnswer = z.object({ data: staffSlideSchema });

/** PUT /api/support/slides/order: every slide's id, in the order they show. */
export const slideOrderBody = z.object({
  ids: z.array(idField()).min(1).max(200),
});

// ---- VIP and promoted cards ----

export const vipCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.enum(LISTING_STATES),
  account: personSchema,
  owner: personSchema,
  vip: z.boolean(),
  vip_until: isoDateTime.nullable(),
});
export type VipCard = z.infer<typeof vipCardSchema>;

export const vipCardsQuery = z.object({
  ...pageQuery(20),
  q: searchText,
  /** `vip`: marked now (default); `all`: every published card, to find one to mark. */
  scope: z.enum(['vip', 'all']).default('vip'),
});
export const vipCardsAnswer = z.object({ data: z.array(vipCardSchema), meta: pageMetaSchema });
export const vipCardAnswer = z.object({ data: vipCardSchema });

/** POST /api/support/cards/{id}/vip: mark a card VIP until a day (no charge; audited). */
export const vipGrantBody = z.object({ until: dayField() });

/** PUT /api/support/promotions: the cards promoted on the home page, in their order. */
export const promotionsBody = z.object({ card_ids: z.array(idField()).max(12) });
export const promotionsAnswer = z.object({ data: z.array(vipCardSchema) });
