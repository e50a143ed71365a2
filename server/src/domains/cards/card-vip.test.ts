import { calendarDay } from '@bilim/contract/calendar';
import { VIP_DAYS, VIP_DEFAULT_PRICE } from '@bilim/contract/cards';
import type { ListingState } from '@bilim/contract/listings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, firstAccountOf } from '../../test/listings-factories';
import { topUp } from '../billing/test-support';
import { ledgerEntries } from '../ledger/ledger.schema';
import { ledgerTotals } from '../ledger/ledger.service';
import { cards } from '../listings/listings.schema';
import { buyVip, expireVip, vipEndAfterPurchase } from './card-vip';

let t: TestApp;
const PRICE = VIP_DEFAULT_PRICE;
const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = VIP_DAYS * DAY_MS;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A signed-in provider with a balance and a card of their first account. */
async function providerWithCard(balance: number, state: ListingState = 'published') {
  const signedIn = await buildSignedInUser(t.db);
  const account = await firstAccountOf(t.db, signedIn.user.id);
  if (balance > 0) await topUp(t.db, account.id, balance);
  const card = await buildCard(t.db, { accountId: account.id, state });
  return { ...signedIn, accountId: account.id, card };
}

const buy = (cardId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/cabinet/cards/${cardId}/vip`, headers });

async function cardRow(id: number) {
  const [row] = await t.db.select().from(cards).where(eq(cards.id, id));
  if (!row) throw new Error(`no card ${id}`);
  return row;
}

const vipEntries = async (accountId: number) =>
  (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId))).filter(
    (entry) => entry.kind === 'vip_purchase',
  );

describe('GET /api/cabinet/vip', () => {
  it('answers the price of a period from the settings, and its length', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/vip', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { price: PRICE, currency: 'KZT', days: VIP_DAYS } });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cabinet/vip' })).statusCode).toBe(401);
  });
});

describe('POST /api/cabinet/cards/{id}/vip', () => {
  it('charges one period once, writes the ledger entry and marks the card VIP for 30 days', async () => {
    const { auth, accountId, card } = await providerWithCard(PRICE + 10_000);
    const before = Date.now();
    const res = await buy(card.id, auth);
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: card.id, vip: true, state: 'published' });
    expect(data.policies.vip).toBe(true);

    const until = new Date(data.vip_until).getTime();
    expect(until).toBeGreaterThanOrEqual(before + PERIOD_MS);
    expect(until).toBeLessThanOrEqual(after + PERIOD_MS);
    const row = await cardRow(card.id);
    expect(row.vip).toBe(true);
    expect(row.vipUntil?.getTime()).toBe(until);

    const entries = await vipEntries(accountId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount: -PRICE,
      balanceAfter: 10_000,
      description: `VIP for card ${card.id} until ${calendarDay(new Date(data.vip_until))}`,
    });
    expect(await ledgerTotals(t.db, accountId)).toMatchObject({
      balance: 10_000,
      ledgerSum: 10_000,
    });
  });

  it('extends a running period from its end, charging again', async () => {
    const { auth, accountId, card } = await providerWithCard(2 * PRICE);
    const first = new Date((await buy(card.id, auth)).json().data.vip_until).getTime();
    const second = await buy(card.id, auth);
    expect(second.statusCode).toBe(200);
    expect(new Date(second.json().data.vip_until).getTime()).toBe(first + PERIOD_MS);
    expect(await vipEntries(accountId)).toHaveLength(2);
    expect((await ledgerTotals(t.db, accountId)).balance).toBe(0);
  });

  it('answers 402 NOT_ENOUGH_FUNDS when the balance is short, and nothing changes', async () => {
    const { auth, accountId, card } = await providerWithCard(PRICE - 1);
    const res = await buy(card.id, auth);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_FUNDS', message: 'Not enough funds' });
    const row = await cardRow(card.id);
    expect(row.vip).toBe(false);
    expect(row.vipUntil).toBeNull();
    expect(await vipEntries(accountId)).toHaveLength(0);
    expect(await ledgerTotals(t.db, accountId)).toMatchObject({
      balance: PRICE - 1,
      ledgerSum: PRICE - 1,
    });
  });

  it.each(['new', 'unpublished', 'archived'] as const)(
    'answers 409 INVALID_TRANSITION for a %s card and charges nothing',
    async (state) => {
      const { auth, accountId, card } = await providerWithCard(PRICE, state);
      const res = await buy(card.id, auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
      expect(await vipEntries(accountId)).toHaveLength(0);
      expect((await cardRow(card.id)).vip).toBe(false);
    },
  );

  it("answers 404 CARD_NOT_FOUND for another user's card, as for an unknown one", async () => {
    const { accountId, card } = await providerWithCard(PRICE);
    const stranger = await buildSignedInUser(t.db);
    for (const id of [card.id, 999_999]) {
      const res = await buy(id, stranger.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CARD_NOT_FOUND');
    }
    expect(await vipEntries(accountId)).toHaveLength(0);
  });

  it('answers 403 to support (they read cards, not spend balances) and 401 without a token', async () => {
    const { card } = await providerWithCard(PRICE);
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    expect((await buy(card.id, support.auth)).statusCode).toBe(403);
    expect((await buy(card.id, {})).statusCode).toBe(401);
  });

  it("lets an admin buy it, charging the card's account", async () => {
    const { accountId, card } = await providerWithCard(PRICE);
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const res = await buy(card.id, admin.auth);
    expect(res.statusCode).toBe(200);
    const [entry] = await vipEntries(accountId);
    expect(entry).toMatchObject({ amount: -PRICE, actorUserId: admin.user.id });
  });

  it('replays a request with the same Idempotency-Key: one charge, the same period', async () => {
    const { auth, accountId, card } = await providerWithCard(3 * PRICE);
    const headers = { ...auth, 'idempotency-key': 'vip-button-1' };
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await buy(card.id, headers));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const ends = new Set(answers.map((res) => res.json().data.vip_until));
    expect(ends.size).toBe(1);
    expect(await vipEntries(accountId)).toHaveLength(1);
    expect((await ledgerTotals(t.db, accountId)).balance).toBe(2 * PRICE);
  });

  it('sells one period when concurrent requests share a balance that pays for one', async () => {
    const { auth, accountId, card } = await providerWithCard(PRICE);
    const answers = await Promise.all(Array.from({ length: 8 }, () => buy(card.id, auth)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 402, 402, 402, 402, 402, 402, 402]);
    expect(await vipEntries(accountId)).toHaveLength(1);
    expect(await ledgerTotals(t.db, accountId)).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it('charges the price the admin set', async () => {
    await t.app.ctx.settings.update({ vip_price: 99_900 });
    try {
      const { auth, accountId, card } = await providerWithCard(PRICE);
      expect((await buy(card.id, auth)).statusCode).toBe(200);
      const [entry] = await vipEntries(accountId);
      expect(entry?.amount).toBe(-99_900);
    } finally {
      await t.app.ctx.settings.update({ vip_price: PRICE });
    }
  });

  it('shows `vip: true` in the policies of a published card only, and never to support', async () => {
    const { auth, card } = await providerWithCard(0);
    const draft = await buildCard(t.db, { accountId: card.accountId, state: 'new' });
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const policiesOf = async (id: number, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/cabinet/cards/${id}`, headers })).json().data
        .policies.vip;
    expect(await policiesOf(card.id, auth)).toBe(true);
    expect(await policiesOf(draft.id, auth)).toBe(false);
    expect(await policiesOf(card.id, support.auth)).toBe(false);
  });
});

describe('buyVip and the period', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('starts a period at now, or from the end of a running one', () => {
    expect(vipEndAfterPurchase(null, now)).toEqual(new Date('2026-04-09T12:00:00Z'));
    const running = new Date('2026-03-20T00:00:00Z');
    expect(vipEndAfterPurchase(running, now)).toEqual(new Date('2026-04-19T00:00:00Z'));
    const ended = new Date('2026-02-01T00:00:00Z');
    expect(vipEndAfterPurchase(ended, now)).toEqual(new Date('2026-04-09T12:00:00Z'));
  });

  it('restarts an ended period from the time of purchase', async () => {
    const { user, card } = await providerWithCard(PRICE);
    await t.db
      .update(cards)
      .set({ vip: false, vipUntil: new Date('2026-01-01T00:00:00Z') })
      .where(eq(cards.id, card.id));
    const actor = { id: user.id, roles: [] };
    const bought = await buyVip(t.app.ctx, actor, { cardId: card.id, requestKey: 'k' }, now);
    expect(bought).toEqual({ until: new Date('2026-04-09T12:00:00Z'), replayed: false });
    const again = await buyVip(t.app.ctx, actor, { cardId: card.id, requestKey: 'k' }, now);
    expect(again).toEqual({ until: new Date('2026-04-09T12:00:00Z'), replayed: true });
  });
});

describe('expireVip', () => {
  it('ends the VIP of cards whose period is over, and only theirs', async () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const { accountId } = await providerWithCard(0);
    const at = (iso: string | null) =>
      buildCard(t.db, {
        accountId,
        state: 'published',
        vip: true,
        vipUntil: iso === null ? null : new Date(iso),
      });
    const ended = await at('2026-04-30T23:59:59Z');
    const endsNow = await at('2026-05-01T00:00:00Z');
    const running = await at('2026-05-01T00:00:01Z');
    const neverBought = await at(null);

    const expired = await expireVip(t.db, now);
    expect(expired).toEqual(expect.arrayContaining([ended.id, endsNow.id]));
    expect(expired).not.toContain(running.id);
    expect(expired).not.toContain(neverBought.id);
    expect((await cardRow(ended.id)).vip).toBe(false);
    expect((await cardRow(endsNow.id)).vip).toBe(false);
    expect((await cardRow(running.id)).vip).toBe(true);
    expect((await cardRow(neverBought.id)).vip).toBe(true);
    // The period's end stays on record (the cabinet shows when it ended).
    expect((await cardRow(ended.id)).vipUntil).toEqual(new Date('2026-04-30T23:59:59Z'));
    expect(await expireVip(t.db, now)).not.toContain(ended.id);
  });
});
