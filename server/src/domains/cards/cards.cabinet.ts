import {
  cardDetailSchema,
  cardInput,
  cardSummarySchema,
  type CardDetail,
  type CardSummary,
} from '@bilim/contract/cards';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CabinetKind } from '../listings/cabinet-listings.commands';
import { presentCardDetail } from '../listings/listing-detail.presenter';
import { loadCardSummaries } from '../listings/listings.presenter';
import { cardColumns, cards, type CardRow } from '../listings/listings.schema';
import { attributeValuesOf, tagIdsOf } from './card-attributes';

type CardOwn = Pick<CardRow, 'attributeValues' | 'tagIds' | 'ageFrom' | 'ageTo' | 'priceFrom'>;

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('the card write returned nothing');
  return row;
}

/**
 * Cards in the cabinet: their own fields are the filter attributes, the tags, the age range and
 * the price.
 */
export const cardsCabinet: CabinetKind<
  z.output<typeof cardInput>,
  CardOwn,
  CardRow,
  CardDetail,
  CardSummary
> = {
  kind: 'card',
  path: 'cards',
  input: cardInput,
  detailSchema: cardDetailSchema,
  summarySchema: cardSummarySchema,
  async ownValues(tx, input, errors) {
    return {
      attributeValues: await attributeValuesOf(tx, input, errors),
      tagIds: await tagIdsOf(tx, input, errors),
      ageFrom: input.age_from ?? null,
      ageTo: input.age_to ?? null,
      priceFrom: input.price_from ?? null,
    };
  },
  insert: async (tx, values) => one(await tx.insert(cards).values(values).returning(cardColumns)),
  update: async (tx, id, values) =>
    one(
      await tx
        .update(cards)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(cards.id, id))
        .returning(cardColumns),
    ),
  find: async (db, id) => (await db.select(cardColumns).from(cards).where(eq(cards.id, id)))[0],
  loadSummaries: loadCardSummaries,
  // The cabinet also shows when a bought VIP period ends. `policies.vip` comes with the
  // policies (listingPolicies computes it for every record; an event's answer drops it).
  presentDetail: async (db, storage, row, options) => ({
    ...(await presentCardDetail(db, storage, row, options)),
    vip_until: row.vipUntil?.toISOString() ?? null,
  }),
};
