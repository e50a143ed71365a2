import { z } from 'zod';
import { localizedTextSchema } from './dictionaries';
import { FIELD_MESSAGES } from './errors';

export const TARIFF_KINDS = ['free', 'fixed', 'flexible'] as const;

/** Flexible's per-unit monthly prices (minor units), kept in the tariff's params. */
export const flexibleUnitPricesSchema = z.object({
  card: z.number().int().min(0),
  event: z.number().int().min(0),
  photo: z.number().int().min(0),
  statistics: z.number().int().min(0),
});
export type FlexibleUnitPrices = z.infer<typeof flexibleUnitPricesSchema>;

/** How far each Flexible amount goes (cards and events per account, photos per record). */
export const FLEXIBLE_BOUNDS = {
  card_amt: { min: 1, max: 500 },
  event_amt: { min: 0, max: 500 },
  photo_amt: { min: 1, max: 30 },
} as const;

const amount = (key: keyof typeof FLEXIBLE_BOUNDS) =>
  z
    .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
    .int(FIELD_MESSAGES.NOT_A_NUMBER)
    .min(FLEXIBLE_BOUNDS[key].min, FIELD_MESSAGES.OUT_OF_RANGE)
    .max(FLEXIBLE_BOUNDS[key].max, FIELD_MESSAGES.OUT_OF_RANGE);

/** What a Flexible tariff is made of (spec §3: card_amt, event_amt, photo_amt, score_sign). */
export const flexibleChoiceSchema = z.object({
  card_amt: amount('card_amt'),
  event_amt: amount('event_amt'),
  photo_amt: amount('photo_amt'),
  /** Provider statistics included. */
  score_sign: z.boolean(),
});
export type FlexibleChoice = z.infer<typeof flexibleChoiceSchema>;

/** Flexible's monthly price: each amount times its unit price, plus statistics when chosen. */
export function flexiblePrice(prices: FlexibleUnitPrices, choice: FlexibleChoice): number {
  return (
    choice.card_amt * prices.card +
    choice.event_amt * prices.event +
    choice.photo_amt * prices.photo +
    (choice.score_sign ? prices.statistics : 0)
  );
}

/** A tariff and its limits (spec §3). Prices are per month in minor units. */
export const tariffSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: localizedTextSchema,
  kind: z.enum(TARIFF_KINDS),
  price: z.number().int(),
  currency: z.string(),
  cards_limit: z.number().int(),
  events_limit: z.number().int(),
  card_photos_limit: z.number().int(),
  event_photos_limit: z.number().int(),
  /** Provider statistics are shown (Super, or Flexible with score_sign). */
  statistics: z.boolean(),
  active: z.boolean(),
  /** Flexible only: the unit prices its monthly price is computed from. */
  unit_prices: flexibleUnitPricesSchema.nullable(),
});
export type Tariff = z.infer<typeof tariffSchema>;

/** Flexible's cheapest choice: the smallest amounts, no statistics. */
export const CHEAPEST_FLEXIBLE: FlexibleChoice = {
  card_amt: FLEXIBLE_BOUNDS.card_amt.min,
  event_amt: FLEXIBLE_BOUNDS.event_amt.min,
  photo_amt: FLEXIBLE_BOUNDS.photo_amt.min,
  score_sign: false,
};

/** The least a tariff costs a month: its price, or for Flexible its cheapest choice's. */
export function lowestMonthlyPrice(tariff: Pick<Tariff, 'kind' | 'price' | 'unit_prices'>): number {
  return tariff.kind === 'flexible' && tariff.unit_prices
    ? flexiblePrice(tariff.unit_prices, CHEAPEST_FLEXIBLE)
    : tariff.price;
}

/** The limits an account works under: its tariff's, or for Flexible the chosen amounts. */
export const accountLimitsSchema = z.object({
  cards: z.number().int(),
  events: z.number().int(),
  card_photos: z.number().int(),
  event_photos: z.number().int(),
  statistics: z.boolean(),
});
export type AccountLimits = z.infer<typeof accountLimitsSchema>;

/** GET /api/tariffs: the active tariffs, cheapest first. */
export const tariffsAnswer = z.object({ data: z.array(tariffSchema) });
export type TariffsAnswer = z.infer<typeof tariffsAnswer>;
