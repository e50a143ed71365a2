import { z } from 'zod';
import {
  dayField,
  idField,
  idParam,
  int4Field,
  int4Param,
  moneyField,
  pageMetaSchema,
  pageQuery,
} from './api';
import { addMonth } from './calendar';
import { FIELD_MESSAGES } from './errors';
import { ledgerNoteSchema } from './ledger-notes';
import { queryArray } from './listings';
import { notificationSchema } from './notifications';
import { accountLimitsSchema, flexibleChoiceSchema, tariffSchema } from './tariffs';

/**
 * Accounts' money (spec §3, §6, §7; DECISIONS "Tariffs"): a prepaid balance kept as an
 * immutable ledger in integer minor units (tiyn for KZT), top-ups through a payment provider,
 * tariff charges and renewals.
 */

/** What changed a balance. Credits are positive amounts, charges negative. */
export const LEDGER_KINDS = [
  'top_up',
  'tariff_charge',
  'renewal',
  'vip_purchase',
  'refund',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const PAYMENT_STATES = ['pending', 'succeeded', 'declined'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** When paid tariffs renew (an admin setting): the same day next month, or every first day. */
export const RENEWAL_MODES = ['ANY_DAY', 'FIRST_DAY'] as const;
export type RenewalMode = (typeof RENEWAL_MODES)[number];

/** The top-up bounds unless an admin sets others: 500 ₸ … 1,000,000 ₸. */
export const TOP_UP_DEFAULTS = { min: 50_000, max: 100_000_000 };
/** Amounts offered on the top-up screen, in minor units. */
export const TOP_UP_PRESETS = [500_000, 1_000_000, 2_000_000, 5_000_000] as const;

export const BADGE_COLOURS = ['red', 'green', 'neutral'] as const;
export type BadgeColour = (typeof BADGE_COLOURS)[number];

/** The `balance` realtime event: a ledger entry moved an account's balance. */
export const balanceEventSchema = z.object({
  account_id: z.number().int(),
  balance: z.number().int(),
  currency: z.string(),
  badge: z.enum(BADGE_COLOURS),
});
export type BalanceEvent = z.infer<typeof balanceEventSchema>;

/**
 * The balance badge's colour (spec §4): when the tariff ends less than a month from today, red
 * if the balance is 0 or below the tariff's payment, green if it covers it; otherwise neutral.
 */
export function balanceBadgeColour(input: {
  balance: number;
  monthlyPayment: number;
  tariffFinish: Date | null;
  now: Date;
}): BadgeColour {
  if (!input.tariffFinish) return 'neutral';
  // A month on Kazakhstan's calendar, whatever the zone of the browser or the server.
  if (input.tariffFinish.getTime() >= addMonth(input.now).getTime()) return 'neutral';
  return input.balance === 0 || input.balance < input.monthlyPayment ? 'red' : 'green';
}

const isoDateTime = z.string();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.INVALID_VALUE);

/** GET /api/account: one account's money, tariff and what it pays. */
export const accountSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  currency: z.string(),
  /** Minor units; never below zero. */
  balance: z.number().int(),
  tariff: tariffSchema,
  limits: accountLimitsSchema,
  /** The chosen amounts when the tariff is Flexible. */
  flexible: flexibleChoiceSchema.nullable(),
  usage: z.object({
    cards: z.number().int(),
    events: z.number().int(),
    published_cards: z.number().int(),
    published_events: z.number().int(),
  }),
  tariff_start_dt: isoDateTime.nullable(),
  /** When the paid period ends (null on the free tariff). */
  tariff_finish_dt: isoDateTime.nullable(),
  payment: z.object({
    /** What each renewal charges. */
    monthly_payment: z.number().int(),
    next_payment_date: isoDateTime.nullable(),
    /** Charges (tariffs, renewals, VIP) in the current calendar month, as a positive sum. */
    total_in_month: z.number().int(),
  }),
  badge: z.enum(BADGE_COLOURS),
  /** The top-up bounds in force (admin settings). */
  top_up: z.object({ min: z.number().int(), max: z.number().int() }),
  notifications: z.array(notificationSchema),
});
export type Account = z.infer<typeof accountSchema>;

/** Calls about one account take `account_id`; without it, the user's first account. */
export const accountQuery = z.object({
  account_id: idParam.optional(),
});

/** POST /api/account/tariff */
export const tariffChangeBody = z.object({
  account_id: idField().optional(),
  tariff_id: idField(),
  card_amt: int4Field().optional(),
  event_amt: int4Field().optional(),
  photo_amt: int4Field().optional(),
  score_sign: z.boolean().optional(),
});
export type TariffChangeBody = z.infer<typeof tariffChangeBody>;

export const listingRefSchema = z.object({ id: z.number().int(), title: z.string() });
/** A record a notice or a plan names: its id and its title. */
export type ListingRef = z.infer<typeof listingRefSchema>;

/** What a tariff change does: the charge, the new limits, the records it unpublishes. */
export const tariffChangePlanSchema = z.object({
  tariff: tariffSchema,
  flexible: flexibleChoiceSchema.nullable(),
  /** Charged at once from the balance. */
  charge: z.number().int(),
  /** What each renewal will charge. */
  monthly_payment: z.number().int(),
  balance: z.number().int(),
  balance_after: z.number().int(),
  enough_funds: z.boolean(),
  limits: accountLimitsSchema,
  tariff_finish_dt: isoDateTime.nullable(),
  /** Published records over the new limits, newest first: unpublished by the change. */
  unpublish: z.object({ cards: z.array(listingRefSchema), events: z.array(listingRefSchema) }),
});
export type TariffChangePlan = z.infer<typeof tariffChangePlanSchema>;

/** GET /api/account/tariff/preview: the plan without doing it (same parameters as the change). */
export const tariffPreviewQuery = z.object({
  account_id: idParam.optional(),
  tariff_id: idParam,
  card_amt: int4Param.optional(),
  event_amt: int4Param.optional(),
  photo_amt: int4Param.optional(),
  score_sign: z.enum(['0', '1']).optional(),
});

/** POST /api/account/tariff answers the account after the change and what was unpublished. */
export const tariffChangeAnswer = z.object({
  data: z.object({
    account: accountSchema,
    charged: z.number().int(),
    unpublished: z.object({
      cards: z.array(listingRefSchema),
      events: z.array(listingRefSchema),
    }),
  }),
});
export type TariffChangeAnswer = z.infer<typeof tariffChangeAnswer>;

export const paymentSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  state: z.enum(PAYMENT_STATES),
  provider: z.string(),
  created_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/account/pay: `payment` is the amount in minor units. */
export const payBody = z.object({
  account_id: idField().optional(),
  payment: moneyField(),
});
export const payAnswer = z.object({
  data: z.object({ payment: paymentSchema, checkout_url: z.string() }),
});
export type PayAnswer = z.infer<typeof payAnswer>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  created_at: isoDateTime,
  kind: z.enum(LEDGER_KINDS),
  /** Signed: credits positive, charges negative. */
  amount: z.number().int(),
  currency: z.string(),
  balance_after: z.number().int(),
  /**
   * What the entry was for, as facts each reader words in their language (`ledger-notes.ts`);
   * null when nothing was said.
   */
  note: ledgerNoteSchema.nullable(),
  /**
   * The note worded in the request's language (Accept-Language), as the CSV words it: what was
   * bought, or an admin's reason as written.
   */
  description: z.string().nullable(),
  payment: z.object({ id: z.number().int(), state: z.enum(PAYMENT_STATES) }).nullable(),
  tariff: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /api/account/history (and /api/account/history.csv without the paging). */
export const historyQuery = z.object({
  account_id: idParam.optional(),
  kind: queryArray(z.enum(LEDGER_KINDS)).optional(),
  from: dayField().optional(),
  to: dayField().optional(),
  ...pageQuery(20),
});
export const historyPage = z.object({ data: z.array(ledgerEntrySchema), meta: pageMetaSchema });
export type HistoryPage = z.infer<typeof historyPage>;

/** POST /api/admin/accounts/{id}/adjustments: an admin's credit or charge, with a reason. */
export const adjustmentBody = z.object({
  amount: moneyField().refine((value) => value !== 0, FIELD_MESSAGES.AMOUNT_ZERO),
  reason: z.string().trim().min(1, FIELD_MESSAGES.FILL_VALUE).max(500, FIELD_MESSAGES.TOO_LONG),
});

/**
 * POST /api/admin/accounts/{id}/tariff: a tariff an admin gives an account without a charge
 * (support cases), for one period, with the reason the audit log keeps.
 */
export const tariffGrantBody = tariffChangeBody.omit({ account_id: true }).extend({
  reason: z.string().trim().min(1, FIELD_MESSAGES.FILL_VALUE).max(500, FIELD_MESSAGES.TOO_LONG),
});
export type TariffGrantBody = z.input<typeof tariffGrantBody>;

/** POST /api/accounts: another account (provider profile) of the signed-in user. */
export const accountCreateBody = z.object({
  title: z.string().trim().min(1, FIELD_MESSAGES.TITLE_REQUIRED).max(200, FIELD_MESSAGES.TOO_LONG),
});

export const STATISTICS_SERIES = ['views', 'contact_reveals', 'favorites', 'reviews'] as const;
export type StatisticsSeries = (typeof STATISTICS_SERIES)[number];

const countsSchema = z.object({
  views: z.number().int(),
  contact_reveals: z.number().int(),
  favorites: z.number().int(),
  /** Reviews written (not deleted by support). */
  reviews: z.number().int(),
});

/** Provider statistics over a period: per day, per record and in total. */
export const statisticsSchema = z.object({
  /** False when no account of the provider is on Super or Flexible with statistics. */
  available: z.boolean(),
  from: isoDay,
  to: isoDay,
  totals: countsSchema,
  days: z.array(countsSchema.extend({ day: isoDay })),
  records: z.array(
    countsSchema.extend({
      kind: z.enum(['card', 'event']),
      id: z.number().int(),
      title: z.string(),
    }),
  ),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** Statistics periods: `from` and `to` days (inclusive), at most a year; the last 30 days by default. */
export const statisticsQuery = z.object({
  account_id: idParam.optional(),
  from: dayField().optional(),
  to: dayField().optional(),
});

// ---- Payments and the ledger history: admin refunds ----

/** POST /api/admin/accounts/{id}/refunds: credits back one charge of the account, once. */
export const refundBody = z.object({
  ledger_entry_id: idField(FIELD_MESSAGES.FILL_VALUE),
  reason: z.string().trim().min(1, FIELD_MESSAGES.FILL_VALUE).max(500, FIELD_MESSAGES.TOO_LONG),
});

/** The ledger kinds a refund can credit back. */
export const REFUNDABLE_KINDS = [
  'tariff_charge',
  'renewal',
  'vip_purchase',
] as const satisfies readonly LedgerKind[];

// ---- Statistics periods (days from calendar.ts): the server's statistics, the web's picker ----

/** Without `from` and `to`: the last 30 days, today included. */
export const STATISTICS_DEFAULT_DAYS = 30;
/** The longest period asked at once, in days (a leap year). */
export const STATISTICS_MAX_DAYS = 366;
