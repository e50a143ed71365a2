import { calendarDay } from '@bilim/contract/calendar';
import { VIP_DAYS } from '@bilim/contract/cards';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/db';
import { emit } from '../../events/emit';
import type { Actor } from '../../lib/policy';
import { accounts } from '../accounts/accounts.schema';
import { vipPurchaseDescription } from '../ledger/ledger-notes';
import { ledgerEntries } from '../ledger/ledger.schema';
import { postEntry } from '../ledger/ledger.service';
import { invalidTransition, listingNotFound } from '../listings/cabinet-listings.commands';
import { cards } from '../listings/listings.schema';
import { vipOnSale } from '../listings/listings.policy';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a VIP period bought at `now`: a running period is extended, an ended one restarts. */
export function vipEndAfterPurchase(current: Date | null, now: Date): Date {
  const from = current && current > now ? current : now;
  return new Date(from.getTime() + VIP_DAYS * DAY_MS);
}

export interface VipPurchase {
  /** The end of the VIP period after this request. */
  until: Date | null;
  /** True when the request's key had been carried out before: nothing changed this time. */
  replayed: boolean;
}

/**
 * POST /api/cabinet/cards/{id}/vip, in one transaction: charges one VIP period (the `vip_price`
 * setting) from the card's account through the ledger (402 NOT_ENOUGH_FUNDS when short, and
 * nothing changes), then marks the card VIP until `max(now, vip_until) + VIP_DAYS`. Only a
 * published card (409 INVALID_TRANSITION otherwise); access is the route's (`listingPolicy` vip).
 * `requestKey` (the Idempotency-Key header, or a fresh id) names the purchase: a repeat answers
 * as the first did and neither charges nor extends again.
 */
export async function buyVip(
  ctx: Pick<AppContext, 'db' | 'settings'>,
  actor: Actor,
  input: { cardId: number; requestKey: string },
  now = new Date(),
): Promise<VipPurchase> {
  const { vip_price: price } = await ctx.settings.get();
  const idempotencyKey = `vip:${input.cardId}:${input.requestKey}`;
  return ctx.db.transaction(async (tx) => {
    // The account's row before the card's, the order the money side (tariff changes,
    // renewals, downgrades) takes them in; postEntry takes the account again below.
    const [owner] = await tx
      .select({ accountId: cards.accountId })
      .from(cards)
      .where(eq(cards.id, input.cardId));
    if (!owner) throw listingNotFound('card');
    const [account] = await tx
      .select({ userId: accounts.userId, title: accounts.title, currency: accounts.currency })
      .from(accounts)
      .where(eq(accounts.id, owner.accountId))
      .for('update');
    if (!account) throw listingNotFound('card');

    const [card] = await tx
      .select({
        accountId: cards.accountId,
        title: cards.title,
        state: cards.state,
        vipUntil: cards.vipUntil,
      })
      .from(cards)
      .where(eq(cards.id, input.cardId))
      .for('update');
    if (!card) throw listingNotFound('card');

    // A key already in the ledger is this very purchase, even if the price or the card's
    // state changed since: answer it as it is.
    const [earlier] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
    if (earlier) return { until: card.vipUntil, replayed: true };

    if (!vipOnSale(card)) throw invalidTransition();
    const until = vipEndAfterPurchase(card.vipUntil, now);
    await postEntry(
      tx,
      {
        accountId: card.accountId,
        kind: 'vip_purchase',
        amount: -price,
        idempotencyKey,
        actorUserId: actor.id,
        // The last day on Kazakhstan's calendar, as people read the period.
        description: vipPurchaseDescription(input.cardId, calendarDay(until)),
      },
      'NOT_ENOUGH_FUNDS',
    );
    await tx
      .update(cards)
      .set({ vip: true, vipUntil: until, updatedAt: sql`now()` })
      .where(eq(cards.id, input.cardId));
    await emit(tx, {
      type: 'vip.bought',
      payload: {
        user_id: account.userId,
        account_id: card.accountId,
        account_title: account.title,
        card_id: input.cardId,
        card_title: card.title,
        until: until.toISOString(),
        price,
        currency: account.currency,
      },
    });
    return { until, replayed: false };
  });
}

/**
 * Ends the VIP mark of every card whose bought period is over (`vip_until <= now`), emitting
 * `vip.expired` for each in the same transaction; answers their ids. Cards marked VIP without a
 * bought period (`vip_until` null) keep it. Run by the renewal scheduler; safe to run from
 * several processes at once (a card's mark ends in one of them).
 */
export async function expireVip(db: Db, now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(cards)
      .set({ vip: false })
      .where(and(eq(cards.vip, true), lte(cards.vipUntil, now)))
      .returning({ id: cards.id, title: cards.title, accountId: cards.accountId });
    if (ended.length === 0) return [];
    const owners = await tx
      .select({ id: accounts.id, userId: accounts.userId, title: accounts.title })
      .from(accounts)
      .where(
        inArray(
          accounts.id,
          ended.map((card) => card.accountId),
        ),
      );
    const ownerOf = new Map(owners.map((account) => [account.id, account]));
    await emit(
      tx,
      ...ended.flatMap((card) => {
        const account = ownerOf.get(card.accountId);
        return account
          ? [
              {
                type: 'vip.expired' as const,
                payload: {
                  user_id: account.userId,
                  account_id: account.id,
                  account_title: account.title,
                  card_id: card.id,
                  card_title: card.title,
                },
              },
            ]
          : [];
      }),
    );
    return ended.map((card) => card.id);
  });
}
