import { z } from 'zod';
import { INT4_MAX, MONEY_MAX, pageOf, pageQuery } from './api';
import { requiredText } from './auth';
import { localizedTextSchema } from './dictionaries';
import { FIELD_MESSAGES } from './errors';
import { TARIFF_KINDS, flexibleUnitPricesSchema, tariffSchema } from './tariffs';

/**
 * The admin back office (issue 15, spec §2 admin area, §5, §6): tariffs and the other
 * dictionaries admins run. Admin permissions: `permissions.ts`.
 */

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

const tariffTitle = z
  .string({ error: FIELD_MESSAGES.TITLE_REQUIRED })
  .trim()
  .min(1, FIELD_MESSAGES.TITLE_REQUIRED)
  .max(100, FIELD_MESSAGES.TOO_LONG);

/**
 * PUT /api/admin/tariffs/{id}: what a tariff's editor changes. Its slug and kind are fixed at
 * creation (accounts and links name them); Flexible's price is its unit prices'.
 */
export const tariffUpdateBody = z.object({
  title_en: tariffTitle,
  title_ru: tariffTitle,
  title_kz: tariffTitle,
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
  slug: requiredText(64).regex(/^[a-z0-9-]+$/, FIELD_MESSAGES.INVALID_VALUE),
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
