import { z } from 'zod';
import { localizedTextSchema } from './dictionaries';

export const TARIFF_KINDS = ['free', 'fixed', 'flexible'] as const;

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
});
export type Tariff = z.infer<typeof tariffSchema>;
