import type { RenewalMode } from '@bilim/contract/money';
import { flexiblePrice } from '@bilim/contract/tariffs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, buildEvent, cardInputFor, firstAccountOf } from '../../test/listings-factories';
import { accounts } from '../accounts/accounts.schema';
import { auditLog } from '../audit/audit.schema';
import { ledgerEntries } from '../ledger/ledger.schema';
import { cards, type CardRow, type EventRow } from '../listings/listings.schema';
import { notifications } from '../notifications/notifications.schema';
import { unitPricesOf } from '../tariffs/tariffs.presenter';
import { tariffs, type TariffRow } from '../tariffs/tariffs.schema';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { changeTariff, previewTariffChange, type BillingContext } from './tariff-change.commands';
import { topUp } from './test-support';

let t: TestApp;
const tariff: Record<string, TariffRow> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
  for (const row of await t.db.select().from(tariffs)) tariff[row.slug] = row;
});
afterAll(async () => t?.close());

const START = 490_000;
const BUSINESS = 1_490_000;

/** A signed-in provider, their first account, and optionally a balance. */
async function provider(balance = 0) {
  const signedIn = await buildSignedInUser(t.db);
  const account = await firstAccountOf(t.db, signedIn.user.id);
  if (balance > 0) await topUp(t.db, account.id, balance);
  return { ...signedIn, accountId: account.id };
}

const id = (slug: string) => {
  const row = tariff[slug];
  if (!row) throw new Error(`no tariff ${slug}`);
  return row.id;
};

function change(
  auth: { authorization: string },
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/tariff',
    headers: { ...auth, ...headers },
    payload,
  });
}

async function accountRow(accountId: number) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error('no account');
  return row;
}

const chargesOf = (accountId: number) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'tariff_charge')));

/** The account's notifications once the change's events are carried out (as the server does). */
async function notificationsOf(accountId: number) {
  await t.drain();
  return t.db.select().from(notifications).where(eq(notifications.accountId, accountId));
}

const ANY_DAY: BillingContext['settings'] = {
  get: async () => ({ ...(await t.app.ctx.settings.get()), renewal_mode: 'ANY_DAY' }),
};
const withMode = (mode: RenewalMode): BillingContext => ({
  db: t.db,
  settings: { get: async () => ({ ...(await ANY_DAY.get()), renewal_mode: mode }) },
});

describe('POST /api/account/tariff', () => {
  it('charges the price at once, starts a month-long period and applies the limits', async () => {
    const { auth, accountId } = await provider(1_000_000);
    const res = await change(auth, { tariff_id: id('start') });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.charged).toBe(START);
    expect(body.unpublished).toEqual({ cards: [], events: [] });
    expect(body.account).toMatchObject({
      id: accountId,
      balance: 1_000_000 - START,
      tariff: { slug: 'start' },
      limits: { cards: 10, events: 10 },
      flexible: null,
      payment: { monthly_payment: START, total_in_month: START },
    });
    expect(body.account.payment.next_payment_date).toBe(body.account.tariff_finish_dt);
    // The notice follows the commit (the outbox), so the answer does not wait for it.
    expect((await notificationsOf(accountId)).map((n) => n.kind)).toEqual(['tariff_changed']);
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: auth });
    expect(account.json().data.notifications).toMatchObject([
      { kind: 'tariff_changed', params: { charge: START, tariff: { en: 'Start' } } },
    ]);

    const row = await accountRow(accountId);
    expect(row.balance).toBe(1_000_000 - START);
    expect(row.monthlyPayment).toBe(START);
    expect(row.tariffStartedAt).not.toBeNull();
    expect(row.tariffFinishAt?.toISOString()).toBe(body.account.tariff_finish_dt);
    const charges = await chargesOf(accountId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: -START, balanceAfter: 1_000_000 - START });
  });

  it('a short balance answers 402 NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF and changes nothing', async () => {
    const { auth, accountId } = await provider(START - 1);
    const res = await change(auth, { tariff_id: id('start') });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      message: 'Not enough funds for change tariff',
      code: 'NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF',
    });
    const row = await accountRow(accountId);
    expect(row).toMatchObject({ balance: START - 1, tariffId: id('free'), tariffFinishAt: null });
    expect(await chargesOf(accountId)).toHaveLength(0);
    expect(await notificationsOf(accountId)).toHaveLength(0);
  });

  it('an unknown or inactive tariff answers 404 TARIFF_NOT_FOUND', async () => {
    const { auth } = await provider(10_000_000);
    const [hidden] = await t.db
      .insert(tariffs)
      .values({
        slug: `hidden-${Date.now()}`,
        titleEn: 'Hidden',
        titleRu: 'Скрытый',
        titleKz: 'Жасырын',
        kind: 'fixed',
        price: 100,
        cardsLimit: 1,
        eventsLimit: 1,
        cardPhotosLimit: 1,
        eventPhotosLimit: 1,
        active: false,
      })
      .returning();
    for (const tariffId of [999_999, hidden?.id]) {
      const res = await change(auth, { tariff_id: tariffId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tariff not found', code: 'TARIFF_NOT_FOUND' });
    }
  });

  it('another user’s account answers 404 ACCOUNT_NOT_FOUND', async () => {
    const { auth } = await provider(10_000_000);
    const other = await provider(10_000_000);
    const res = await change(auth, { account_id: other.accountId, tariff_id: id('start') });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
    expect(await chargesOf(other.accountId)).toHaveLength(0);
  });

  it('refuses the tariff in force (409 TARIFF_ALREADY_ACTIVE): the paid months are not bought twice', async () => {
    const { auth, accountId } = await provider(2 * START);
    expect((await change(auth, { tariff_id: id('start') })).statusCode).toBe(200);
    const before = await accountRow(accountId);
    const again = await change(auth, { tariff_id: id('start') });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TARIFF_ALREADY_ACTIVE');
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/account/tariff/preview?tariff_id=${id('start')}`,
      headers: auth,
    });
    expect(preview.statusCode).toBe(409);
    expect(await accountRow(accountId)).toEqual(before);
    expect(await chargesOf(accountId)).toHaveLength(1);
    // The free tariff while on it: nothing to change either.
    const fresh = await provider(0);
    expect((await change(fresh.auth, { tariff_id: id('free') })).statusCode).toBe(409);
  });

  it('buys the tariff again once its paid period is over', async () => {
    const { auth, accountId } = await provider(2 * START);
    expect((await change(auth, { tariff_id: id('start') })).statusCode).toBe(200);
    await t.db
      .update(accounts)
      .set({ tariffFinishAt: new Date(Date.now() - 60_000) })
      .where(eq(accounts.id, accountId));
    expect((await change(auth, { tariff_id: id('start') })).statusCode).toBe(200);
    expect(await chargesOf(accountId)).toHaveLength(2);
  });

  it('a repeated request with the same Idempotency-Key is charged once', async () => {
    const { auth, accountId } = await provider(2 * START);
    const headers = { 'idempotency-key': 'change-to-start-1' };
    const first = await change(auth, { tariff_id: id('start') }, headers);
    const second = await change(auth, { tariff_id: id('start') }, headers);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().data).toMatchObject({ charged: START, account: { balance: START } });
    expect(await chargesOf(accountId)).toHaveLength(1);
    expect(await notificationsOf(accountId)).toHaveLength(1);
  });

  it('refuses the key reused for another tariff (422 on idempotency_key); nothing changes', async () => {
    const { auth, accountId } = await provider(10_000_000);
    const headers = { 'idempotency-key': 'change-reused-1' };
    expect((await change(auth, { tariff_id: id('start') }, headers)).statusCode).toBe(200);
    const reused = await change(auth, { tariff_id: id('business') }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { idempotency_key: 'Invalid value' },
    });
    expect(await accountRow(accountId)).toMatchObject({
      tariffId: id('start'),
      balance: 10_000_000 - START,
    });
    expect(await chargesOf(accountId)).toHaveLength(1);
  });

  it('a free change is idempotent too: its replay after another change changes nothing', async () => {
    const { auth, accountId } = await provider(2 * START);
    await change(auth, { tariff_id: id('start') });
    const toFree = { 'idempotency-key': 'to-free-1' };
    expect((await change(auth, { tariff_id: id('free') }, toFree)).statusCode).toBe(200);
    await change(auth, { tariff_id: id('start') });
    const replay = await change(auth, { tariff_id: id('free') }, toFree);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({
      charged: 0,
      account: { tariff: { slug: 'start' }, balance: 0 },
    });
    const changed = (await notificationsOf(accountId)).filter((n) => n.kind === 'tariff_changed');
    expect(changed).toHaveLength(3);
  });

  it('the free tariff charges nothing and ends the paid period', async () => {
    const { auth, accountId } = await provider(START);
    await change(auth, { tariff_id: id('start') });
    const res = await change(auth, { tariff_id: id('free') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      charged: 0,
      account: {
        tariff: { slug: 'free' },
        tariff_finish_dt: null,
        badge: 'neutral',
        payment: { monthly_payment: 0, next_payment_date: null },
      },
    });
    expect(await chargesOf(accountId)).toHaveLength(1);
  });

  it('the new limits apply at once: a card beyond the free limit can be created', async () => {
    const { auth, accountId } = await provider(START);
    for (let i = 0; i < 3; i += 1) await buildCard(t.db, { accountId });
    const create = () =>
      cardInputFor(t.db, accountId).then((payload) =>
        t.app.inject({ method: 'POST', url: '/api/cabinet/cards', headers: auth, payload }),
      );
    expect((await create()).statusCode).toBe(403);
    expect((await change(auth, { tariff_id: id('start') })).statusCode).toBe(200);
    expect((await create()).statusCode).toBe(201);
  });
});

describe('Flexible', () => {
  const choice = { card_amt: 12, event_amt: 4, photo_amt: 8, score_sign: true };

  it('costs the price of the chosen amounts and works under them', async () => {
    const { auth, accountId } = await provider(10_000_000);
    const unitPrices = unitPricesOf(tariff.flexible as TariffRow);
    if (!unitPrices) throw new Error('Flexible has unit prices');
    const price = flexiblePrice(unitPrices, choice);
    expect(price).toBe(12 * 50_000 + 4 * 30_000 + 8 * 5_000 + 200_000);

    const res = await change(auth, { tariff_id: id('flexible'), ...choice });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      charged: price,
      account: {
        balance: 10_000_000 - price,
        flexible: choice,
        limits: { cards: 12, events: 4, card_photos: 8, event_photos: 8, statistics: true },
        payment: { monthly_payment: price },
      },
    });
    expect(await accountRow(accountId)).toMatchObject({
      flexCards: 12,
      flexEvents: 4,
      flexPhotos: 8,
      flexStatistics: true,
    });
  });

  it('a repeat with the same amounts is a replay; other amounts under the key are refused', async () => {
    const { auth, accountId } = await provider(10_000_000);
    const headers = { 'idempotency-key': 'flexible-1' };
    const first = await change(auth, { tariff_id: id('flexible'), ...choice }, headers);
    const again = await change(auth, { tariff_id: id('flexible'), ...choice }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data.charged).toBe(first.json().data.charged);
    const other = await change(
      auth,
      { tariff_id: id('flexible'), ...choice, card_amt: choice.card_amt + 1 },
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ idempotency_key: 'Invalid value' });
    expect(await chargesOf(accountId)).toHaveLength(1);
    expect(await accountRow(accountId)).toMatchObject({ flexCards: choice.card_amt });
  });

  it('leaving Flexible clears the chosen amounts', async () => {
    const { auth, accountId } = await provider(10_000_000);
    await change(auth, { tariff_id: id('flexible'), ...choice });
    await change(auth, { tariff_id: id('start') });
    expect(await accountRow(accountId)).toMatchObject({
      flexCards: null,
      flexEvents: null,
      flexPhotos: null,
      flexStatistics: false,
    });
  });

  it('missing or out-of-range amounts answer 422 with a message per field, nothing charged', async () => {
    const { auth, accountId } = await provider(10_000_000);
    const res = await change(auth, {
      tariff_id: id('flexible'),
      card_amt: 0,
      event_amt: 501,
      photo_amt: 3,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'VALIDATION_FAILED',
      errors: {
        card_amt: 'Value is out of range',
        event_amt: 'Value is out of range',
        score_sign: 'Fill value',
      },
    });
    expect(await chargesOf(accountId)).toHaveLength(0);
  });
});

describe('a downgrade', () => {
  it('unpublishes the newest published records beyond the new limits and tells the owner', async () => {
    const { auth, accountId } = await provider(START);
    await change(auth, { tariff_id: id('start') });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    // Published on days 1…5 (created in another order); one draft and one unpublished card.
    const published: CardRow[] = [];
    for (const n of [3, 1, 5, 2, 4]) {
      published.push(await buildCard(t.db, { accountId, state: 'published', publishedAt: day(n) }));
    }
    const pinned = published[2];
    if (!pinned) throw new Error('five cards');
    await t.db.update(cards).set({ pinned: true }).where(eq(cards.id, pinned.id));
    await buildCard(t.db, { accountId, state: 'new' });
    await buildCard(t.db, { accountId, state: 'unpublished' });
    const events: EventRow[] = [];
    for (const n of [1, 2, 3, 4]) {
      events.push(await buildEvent(t.db, { accountId, state: 'published', publishedAt: day(n) }));
    }

    const res = await change(auth, { tariff_id: id('free') });
    expect(res.statusCode).toBe(200);
    const byDay = (n: number) => published[[3, 1, 5, 2, 4].indexOf(n)];
    const ref = (row: { id: number; title: string } | undefined) => ({
      id: row?.id,
      title: row?.title,
    });
    // Free allows 3 cards and 3 events: the days 5 and 4 cards and the day 4 event go.
    const expected = { cards: [ref(byDay(5)), ref(byDay(4))], events: [ref(events[3])] };
    expect(res.json().data.unpublished).toEqual(expected);

    const states = await t.db
      .select({ id: cards.id, state: cards.state, pinned: cards.pinned })
      .from(cards)
      .where(eq(cards.accountId, accountId));
    const stateOf = (row: { id: number } | undefined) => states.find((s) => s.id === row?.id);
    expect(stateOf(byDay(5))).toMatchObject({ state: 'unpublished', pinned: false });
    expect(stateOf(byDay(4))).toMatchObject({ state: 'unpublished' });
    for (const n of [1, 2, 3]) expect(stateOf(byDay(n))).toMatchObject({ state: 'published' });

    const notices = await notificationsOf(accountId);
    const downgraded = notices.find((n) => n.kind === 'tariff_downgraded');
    expect(downgraded?.params).toMatchObject({ account_id: accountId, ...expected });
    expect(downgraded?.userId).toBe((await accountRow(accountId)).userId);

    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: auth });
    expect(account.json().data.usage).toEqual({
      cards: 7,
      events: 4,
      published_cards: 3,
      published_events: 3,
    });
  });

  it('the preview shows exactly what the change then does', async () => {
    const { user, accountId } = await provider(BUSINESS);
    const ctx = withMode('ANY_DAY');
    const actor = { id: user.id, roles: [] };
    const sel = { tariff_id: id('start') };
    await changeTariff(ctx, actor, { accountId, selection: sel, requestKey: 'up' });
    for (let n = 1; n <= 12; n += 1) {
      await buildCard(t.db, {
        accountId,
        state: 'published',
        publishedAt: new Date(Date.UTC(2026, 0, n)),
      });
    }
    const now = new Date('2026-02-10T09:00:00Z');
    const down = { tariff_id: id('free') };
    const preview = await previewTariffChange(ctx, accountId, down, now);
    const done = await changeTariff(
      ctx,
      actor,
      { accountId, selection: down, requestKey: 'down' },
      now,
    );
    expect(done.charged).toBe(preview.charge);
    expect(done.unpublished).toEqual(preview.unpublish);
    expect(preview.unpublish.cards).toHaveLength(9);

    const upAgain = { tariff_id: id('start') };
    const plan = await previewTariffChange(ctx, accountId, upAgain, now);
    await changeTariff(ctx, actor, { accountId, selection: upAgain, requestKey: 'up-again' }, now);
    const row = await accountRow(accountId);
    expect(plan).toMatchObject({ charge: START, monthlyPayment: START, balance: BUSINESS - START });
    expect(row.balance).toBe(plan.balance - plan.charge);
    expect(row.tariffFinishAt).toEqual(plan.period?.finish);
    expect(row.tariffFinishAt?.toISOString()).toBe('2026-03-10T09:00:00.000Z');
  });
});

describe('FIRST_DAY', () => {
  it('charges the rest of this month (today included) and runs to the first of next month', async () => {
    const { user, accountId } = await provider(START);
    const now = new Date('2026-03-15T07:00:00Z');
    const result = await changeTariff(
      withMode('FIRST_DAY'),
      { id: user.id, roles: [] },
      { accountId, selection: { tariff_id: id('start') }, requestKey: 'first-day' },
      now,
    );
    expect(result.charged).toBe(268_710); // 4,900 ₸ × 17 / 31, rounded half up
    expect(await accountRow(accountId)).toMatchObject({
      balance: START - 268_710,
      monthlyPayment: START,
      tariffStartedAt: now,
      tariffFinishAt: new Date('2026-03-31T19:00:00Z'), // 1 April, 00:00 in Almaty
    });
  });
});

describe('GET /api/account/tariff/preview', () => {
  it('answers the plan without changing anything', async () => {
    const { auth, accountId } = await provider(START - 1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/tariff/preview?tariff_id=${id('flexible')}&card_amt=2&event_amt=0&photo_amt=1&score_sign=0`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const price = 2 * 50_000 + 5_000;
    expect(res.json().data).toMatchObject({
      tariff: { slug: 'flexible' },
      flexible: { card_amt: 2, event_amt: 0, photo_amt: 1, score_sign: false },
      charge: price,
      monthly_payment: price,
      balance: START - 1,
      balance_after: START - 1 - price,
      enough_funds: true,
      limits: { cards: 2, events: 0, card_photos: 1, statistics: false },
      unpublish: { cards: [], events: [] },
    });
    expect(await accountRow(accountId)).toMatchObject({ tariffId: id('free'), balance: START - 1 });
  });

  it('tells when the balance is short', async () => {
    const { auth } = await provider(100);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/tariff/preview?tariff_id=${id('business')}`,
      headers: auth,
    });
    expect(res.json().data).toMatchObject({
      charge: BUSINESS,
      enough_funds: false,
      balance_after: 100 - BUSINESS,
    });
  });
});

describe('50 concurrent tariff changes on a balance that pays for one', () => {
  it('one succeeds, the 49 others are refused, the ledger holds one charge', async () => {
    const { auth, accountId } = await provider(START + 100);
    // Two tariffs of the same price asked for alternately: after the first change, a request for
    // the other one finds the balance short (402), one for the same one finds it in force (409).
    const { id: _startId, ...start } = tariff.start as TariffRow;
    const [sameStart] = await t.db
      .insert(tariffs)
      .values({ ...start, slug: `start-twin-${Date.now()}` })
      .returning();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        change(auth, { tariff_id: index % 2 === 0 ? id('start') : sameStart!.id }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402 || s === 409)).toHaveLength(49);
    expect(statuses.filter((s) => s === 402).length).toBeGreaterThanOrEqual(24);
    for (const res of answers.filter((r) => r.statusCode === 402)) {
      expect(res.json().code).toBe('NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF');
    }
    expect(await chargesOf(accountId)).toHaveLength(1);
    const row = await accountRow(accountId);
    expect(row.balance).toBe(100);
    const entries = await t.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, accountId));
    expect(entries.reduce((total, entry) => total + entry.amount, 0)).toBe(100);
  });
});

describe('POST /api/admin/accounts/{id}/tariff (a tariff without a charge)', () => {
  const grant = (
    auth: { authorization: string },
    accountId: number,
    payload: Record<string, unknown>,
    key = 'grant-1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${accountId}/tariff`,
      headers: { ...auth, 'idempotency-key': key },
      payload,
    });

  it('gives a paid tariff for a period with nothing charged, audited with its reason, once', async () => {
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const owner = await provider(0);
    const body = { tariff_id: id('business'), reason: 'Compensation for the outage' };
    const res = await grant(admin.auth, owner.accountId, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      charged: 0,
      account: { balance: 0, tariff: { id: id('business') } },
    });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, owner.accountId));
    expect(account?.tariffFinishAt).not.toBeNull();
    expect(account?.monthlyPayment).toBe(BUSINESS);
    expect(
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, owner.accountId)),
    ).toEqual([]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tariff.grant'), eq(auditLog.subjectId, owner.accountId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: owner.user.id,
      after: { tariff_id: id('business'), waived_charge: BUSINESS, reason: body.reason },
    });
    // The same request again changes and records nothing more.
    expect((await grant(admin.auth, owner.accountId, body)).statusCode).toBe(200);
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'tariff.grant')),
    ).toHaveLength(1);
  });

  it('needs a reason, and is the admin’s alone (not the owner’s, not support’s)', async () => {
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const owner = await provider(0);
    const noReason = await grant(admin.auth, owner.accountId, { tariff_id: id('start') }, 'g-2');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: 'Fill value' });
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    for (const auth of [owner.auth, support.auth]) {
      const refused = await grant(auth, owner.accountId, { tariff_id: id('start'), reason: 'x' });
      expect(refused.statusCode).toBe(403);
    }
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, owner.accountId));
    expect(account?.tariffId).toBe(id('free'));
  });
});
