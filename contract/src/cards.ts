import { z } from 'zod';
import { dataOf, idField, moneyField, moneyParam } from './api';
import { TAGS_PER_CARD_MAX, tagSchema } from './dictionaries';
import { FIELD_MESSAGES } from './errors';
import {
  listingBaseInput,
  listingDetailFields,
  listingPoliciesSchema,
  listingQueryBase,
  listingSummaryBase,
  listMetaWithFacetsSchema,
  queryArray,
} from './listings';

const ageField = z
  .number({ error: FIELD_MESSAGES.NOT_A_NUMBER })
  .int(FIELD_MESSAGES.NOT_A_NUMBER)
  .min(0, FIELD_MESSAGES.OUT_OF_RANGE)
  .max(99, FIELD_MESSAGES.OUT_OF_RANGE)
  .nullable()
  .optional();

/**
 * A card's filter attributes: attribute key → chosen values, checked by the server against the
 * dictionary (GET /api/catalog). The `age` attribute is not chosen directly: the server derives
 * the age groups from `age_from`/`age_to`.
 */
export const attributesInput = z
  .record(z.string().max(64), z.array(z.string().max(64)).max(20))
  .default({});

/** POST /api/cabinet/cards and PUT /api/cabinet/cards/{id}. */
export const cardInput = listingBaseInput
  .extend({
    attributes: attributesInput,
    /** Tags from GET /api/tags; unknown ids are refused. */
    tag_ids: z
      .array(idField(FIELD_MESSAGES.INVALID_CHOICE))
      .max(TAGS_PER_CARD_MAX, FIELD_MESSAGES.TOO_LONG)
      .default([]),
    age_from: ageField,
    age_to: ageField,
    /** Lowest price in minor units (tiyn) per month, when the provider shows one. */
    price_from: moneyField().min(0, FIELD_MESSAGES.NOT_NEGATIVE).nullable().optional(),
  })
  .refine((card) => card.age_from == null || card.age_to == null || card.age_from <= card.age_to, {
    message: FIELD_MESSAGES.AGE_RANGE_INVALID,
    path: ['age_to'],
  });
export type CardInput = z.input<typeof cardInput>;

/** A card in lists (catalog, search, favorites, provider page, cabinet). */
export const cardSummarySchema = listingSummaryBase.extend({
  vip: z.boolean(),
  price_from: z.number().int().nullable(),
  age_from: z.number().int().nullable(),
  age_to: z.number().int().nullable(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/**
 * A card's `policies`: the listing's, plus `vip` (buy or extend VIP now). The cabinet answers
 * `vip`; public pages may leave it out (read it as false).
 */
export const cardPoliciesSchema = listingPoliciesSchema.extend({ vip: z.boolean().optional() });
export type CardPolicies = z.infer<typeof cardPoliciesSchema>;

/** A whole card, with its attributes grouped by key. */
export const cardDetailSchema = cardSummarySchema.extend({
  ...listingDetailFields,
  policies: cardPoliciesSchema,
  attributes: z.record(z.string(), z.array(z.string())),
  tags: z.array(tagSchema),
  /** When the bought VIP period ends (null: none bought); in the cabinet's answer only. */
  vip_until: z.string().nullable().optional(),
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

export const cardDetailAnswer = dataOf(cardDetailSchema);

/** GET /api/cards: the common list parameters plus price bounds; attributes as key[]=value. */
export const cardsQuery = listingQueryBase
  .extend({
    price_min: moneyParam.optional(),
    price_max: moneyParam.optional(),
    /** Tag slugs (GET /api/tags); a card with any of them matches. */
    tag: queryArray(z.string().max(64)).optional(),
  })
  .catchall(queryArray(z.string().max(64)));
export type CardsQuery = z.input<typeof cardsQuery>;

export const cardsPage = z.object({
  data: z.array(cardSummarySchema),
  meta: listMetaWithFacetsSchema,
});
export type CardsPage = z.infer<typeof cardsPage>;

// ---- VIP: a paid mark for a card, bought from the balance (DECISIONS.md) ----

/** How long one bought VIP period lasts; buying again extends from the current end. */
export const VIP_DAYS = 30;
/** The price of a period until the admin sets `vip_price`: 1,500 ₸ in minor units. */
export const VIP_DEFAULT_PRICE = 150_000;

/** GET /api/cabinet/vip: what one VIP period costs, shown before buying. */
export const vipOfferSchema = z.object({
  /** Minor units. */
  price: z.number().int().positive(),
  currency: z.string(),
  days: z.number().int().positive(),
});
export type VipOffer = z.infer<typeof vipOfferSchema>;
export const vipOfferAnswer = dataOf(vipOfferSchema);
