import { z } from 'zod';
import { cardSummarySchema } from './cards';
import { eventSummarySchema } from './events';
import { LISTING_STATES } from './listings';
import { accountLimitsSchema, tariffSchema } from './tariffs';

const countsByState = z.object(
  Object.fromEntries(LISTING_STATES.map((state) => [state, z.number().int()])) as Record<
    (typeof LISTING_STATES)[number],
    z.ZodNumber
  >,
);

/** One of the signed-in user's accounts (provider profiles) with its tariff and usage. */
export const cabinetAccountSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  currency: z.string(),
  tariff: tariffSchema,
  /** The limits in force: the tariff's, or Flexible's chosen amounts. */
  limits: accountLimitsSchema,
  /** Records by state, to show against the tariff's limits. */
  cards: countsByState,
  events: countsByState,
});
export type CabinetAccount = z.infer<typeof cabinetAccountSchema>;

/** GET /api/cabinet/accounts */
export const cabinetAccountsAnswer = z.object({ data: z.array(cabinetAccountSchema) });

/** GET /api/cabinet/overview?account_id= */
export const cabinetOverviewSchema = z.object({
  account: cabinetAccountSchema,
  latest_cards: z.array(cardSummarySchema),
  latest_events: z.array(eventSummarySchema),
});
export type CabinetOverview = z.infer<typeof cabinetOverviewSchema>;
