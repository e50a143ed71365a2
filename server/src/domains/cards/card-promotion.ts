import { calendarDay } from '@bilim/contract/calendar';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import type { VipCard } from '@bilim/contract/staff';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/db';
import { validationFailed } from '../../lib/errors';
import { definePolicy, granted } from '../../lib/policy';
import { accounts } from '../accounts/accounts.schema';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { publicListingCondition } from '../catalog/catalog.filters';
import { kazakhstanDayStart } from '../../lib/kazakhstan-days';
import {
  invalidTransition,
  likePattern,
  listingNotFound,
} from '../listings/cabinet-listings.commands';
import { vipOnSale } from '../listings/listings.policy';
import { cards } from '../listings/listings.schema';
import { users } from '../users/users.schema';
import { homePromotions } from './promotions.schema';

/**
 * What advertisement staff run (and admins): VIP marks given or ended without a charge, and the
 * cards promoted on the home page. Each change is audited in its transaction.
 */
export const promotionPolicy = definePolicy<null, 'manage'>({ manage: granted('manage:vip') });

const vipCardColumns = {
  id: cards.id,
  title: cards.title,
  state: cards.state,
  vip: cards.vip,
  vipUntil: cards.vipUntil,
  accountId: accounts.id,
  accountTitle: accounts.title,
  ownerId: users.id,
  ownerName: users.name,
};

type VipCardRow = {
  id: number;
  title: string;
  state: VipCard['state'];
  vip: boolean;
  vipUntil: Date | null;
  accountId: number;
  accountTitle: string;
  ownerId: number;
  ownerName: string;
};

function presentVipCard(row: VipCardRow): VipCard {
  return {
    id: row.id,
    title: row.title,
    state: row.state,
    account: { id: row.accountId, name: row.accountTitle },
    owner: { id: row.ownerId, name: row.ownerName },
    vip: row.vip,
    vip_until: row.vipUntil?.toISOString() ?? null,
  };
}

const withOwners = (db: Executor) =>
  db
    .select(vipCardColumns)
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .innerJoin(users, eq(users.id, accounts.userId));

/**
 * Cards for the advertisement screen: those marked VIP now (ending soonest first), or every
 * published card (to find one to mark or promote), by a part of the title.
 */
export async function listVipCards(
  db: Executor,
  options: { q?: string | undefined; scope: 'vip' | 'all'; page: number; perPage: number },
): Promise<{ rows: VipCard[]; total: number }> {
  const text = options.q?.trim();
  const where = and(
    options.scope === 'vip' ? eq(cards.vip, true) : eq(cards.state, 'published'),
    text ? sql`${cards.title} ilike ${likePattern(text)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withOwners(db)
      .where(where)
      .orderBy(
        ...(options.scope === 'vip'
          ? [sql`${cards.vipUntil} asc nulls last`, asc(cards.id)]
          : [desc(cards.id)]),
      )
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(cards).where(where),
  ]);
  return { rows: rows.map(presentVipCard), total: Number(total?.total ?? 0) };
}

async function lockCard(tx: Executor, id: number) {
  const [card] = await tx
    .select({ id: cards.id, state: cards.state, vip: cards.vip, vipUntil: cards.vipUntil })
    .from(cards)
    .where(eq(cards.id, id))
    .for('update');
  if (!card) throw listingNotFound('card');
  return card;
}

const vipState = (card: { vip: boolean; vipUntil: Date | null }) => ({
  vip: card.vip,
  vip_until: card.vipUntil?.toISOString() ?? null,
});

async function findVipCard(db: Executor, id: number): Promise<VipCard> {
  const [row] = await withOwners(db).where(eq(cards.id, id));
  if (!row) throw listingNotFound('card');
  return presentVipCard(row);
}

/**
 * Marks a published card VIP until the end of a Kazakhstan day (a day before tomorrow: 422 on
 * `until`), without a charge: a support case or a deal made elsewhere. Audited as `vip.grant`;
 * the mark ends by itself then (`expireVip`). A card not published answers 409.
 */
export async function grantVip(
  db: Db,
  actor: AuditedActor,
  cardId: number,
  until: string,
  now: Date,
): Promise<VipCard> {
  promotionPolicy.authorize(actor, 'manage', null);
  if (until <= calendarDay(now)) throw validationFailed({ until: FIELD_MESSAGES.INVALID_VALUE });
  await db.transaction(async (tx) => {
    const card = await lockCard(tx, cardId);
    if (!vipOnSale(card)) throw invalidTransition();
    const [after] = await tx
      .update(cards)
      .set({ vip: true, vipUntil: kazakhstanDayStart(until, 1), updatedAt: sql`now()` })
      .where(eq(cards.id, cardId))
      .returning({ vip: cards.vip, vipUntil: cards.vipUntil });
    await recordAudit(tx, actor, {
      action: 'vip.grant',
      subject: { type: 'card', id: cardId },
      before: vipState(card),
      after: after ? vipState(after) : null,
    });
  });
  return findVipCard(db, cardId);
}

/** Ends a card's VIP mark now (bought or granted), audited as `vip.end`; not VIP: nothing. */
export async function endVip(db: Db, actor: AuditedActor, cardId: number): Promise<VipCard> {
  promotionPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const card = await lockCard(tx, cardId);
    if (!card.vip) return;
    const [after] = await tx
      .update(cards)
      .set({ vip: false, vipUntil: sql`least(${cards.vipUntil}, now())`, updatedAt: sql`now()` })
      .where(eq(cards.id, cardId))
      .returning({ vip: cards.vip, vipUntil: cards.vipUntil });
    await recordAudit(tx, actor, {
      action: 'vip.end',
      subject: { type: 'card', id: cardId },
      before: vipState(card),
      after: after ? vipState(after) : null,
    });
  });
  return findVipCard(db, cardId);
}

/** The cards promoted on the home page, in their order (for staff: whatever their state). */
export async function listPromotions(db: Executor): Promise<VipCard[]> {
  const rows = await withOwners(db)
    .innerJoin(homePromotions, eq(homePromotions.cardId, cards.id))
    .orderBy(asc(homePromotions.position));
  return rows.map(presentVipCard);
}

/**
 * The ids of the promoted cards that are public now, in their order, of a city when one is
 * chosen (null: an unknown city, none): the home page's section.
 */
export async function promotedCardIds(
  db: Executor,
  now: Date,
  cityId: number | null | undefined,
): Promise<number[]> {
  if (cityId === null) return [];
  const rows = await db
    .select({ id: cards.id })
    .from(homePromotions)
    .innerJoin(cards, eq(cards.id, homePromotions.cardId))
    .where(
      and(
        publicListingCondition(cards, now),
        cityId === undefined ? undefined : eq(cards.cityId, cityId),
      ),
    )
    .orderBy(asc(homePromotions.position));
  return rows.map((row) => row.id);
}

/**
 * Replaces the promoted cards with these, in this order: each a published card, named once (422
 * on `card_ids` otherwise). Audited as `promotion.set` with the list before and after.
 */
export async function setPromotions(
  db: Db,
  actor: AuditedActor,
  cardIds: number[],
): Promise<VipCard[]> {
  promotionPolicy.authorize(actor, 'manage', null);
  if (new Set(cardIds).size !== cardIds.length) {
    throw validationFailed({ card_ids: FIELD_MESSAGES.INVALID_VALUE });
  }
  await db.transaction(async (tx) => {
    const published =
      cardIds.length === 0
        ? []
        : await tx
            .select({ id: cards.id })
            .from(cards)
            .where(and(inArray(cards.id, cardIds), eq(cards.state, 'published')));
    if (published.length !== cardIds.length) {
      throw validationFailed({ card_ids: FIELD_MESSAGES.INVALID_VALUE });
    }
    const before = await tx
      .select({ id: homePromotions.cardId })
      .from(homePromotions)
      .orderBy(asc(homePromotions.position))
      .for('update');
    await tx.delete(homePromotions);
    if (cardIds.length > 0) {
      await tx
        .insert(homePromotions)
        .values(cardIds.map((cardId, position) => ({ cardId, position, createdBy: actor.id })));
    }
    await recordAudit(tx, actor, {
      action: 'promotion.set',
      subject: { type: 'card', id: null },
      before: { card_ids: before.map((row) => row.id) },
      after: { card_ids: cardIds },
    });
  });
  return listPromotions(db);
}
