import { TOP_UP_DEFAULTS } from '@bilim/contract/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildNotification, buildSignedInUser } from '../../test/factories';
import { buildCard, buildEvent, firstAccountOf } from '../../test/listings-factories';
import { accounts } from '../accounts/accounts.schema';
import { ledgerEntries } from '../ledger/ledger.schema';
import { postEntry } from '../ledger/ledger.service';
import { createAccount } from './account.commands';
import { tariffs } from '../tariffs/tariffs.schema';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { startOfMonth } from '@bilim/contract/calendar';
import { topUp } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
});
afterAll(async () => t?.close());

async function provider() {
  const signedIn = await buildSignedInUser(t.db);
  const account = await firstAccountOf(t.db, signedIn.user.id);
  return { ...signedIn, accountId: account.id };
}

const getAccount = (auth: { authorization: string }, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/account${query}`, headers: auth });

describe('GET /api/tariffs', () => {
  it('lists the active tariffs: free first, then by price, Flexible last', async () => {
    await t.db.insert(tariffs).values({
      slug: 'retired',
      titleEn: 'Retired',
      titleRu: 'Архивный',
      titleKz: 'Мұрағаттағы',
      kind: 'fixed',
      price: 100,
      cardsLimit: 1,
      eventsLimit: 1,
      cardPhotosLimit: 1,
      eventPhotosLimit: 1,
      active: false,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/tariffs' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ slug: string; price: number }>;
    expect(list.map((row) => row.slug)).toEqual(['free', 'start', 'business', 'super', 'flexible']);
    expect(list.find((row) => row.slug === 'flexible')).toMatchObject({
      kind: 'flexible',
      unit_prices: { card: 50_000, event: 30_000, photo: 5_000, statistics: 200_000 },
    });
    expect(list.find((row) => row.slug === 'super')).toMatchObject({ statistics: true });
  });
});

describe('GET /api/account', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the user’s first account: balance, free tariff, usage, bounds, badge', async () => {
    const { auth, accountId } = await provider();
    await buildCard(t.db, { accountId, state: 'published' });
    await buildCard(t.db, { accountId, state: 'new' });
    await buildCard(t.db, { accountId, state: 'archived' });
    await buildEvent(t.db, { accountId, state: 'unpublished' });
    await topUp(t.db, accountId, 250_000);
    const res = await getAccount(auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: accountId,
      title: expect.any(String),
      currency: 'KZT',
      balance: 250_000,
      tariff: expect.objectContaining({ slug: 'free', kind: 'free' }),
      limits: { cards: 3, events: 3, card_photos: 5, event_photos: 5, statistics: false },
      flexible: null,
      usage: { cards: 2, events: 1, published_cards: 1, published_events: 0 },
      tariff_start_dt: null,
      tariff_finish_dt: null,
      payment: { monthly_payment: 0, next_payment_date: null, total_in_month: 0 },
      badge: 'neutral',
      top_up: TOP_UP_DEFAULTS,
      notifications: [],
    });
  });

  it('another user’s account answers 404; an admin reads any', async () => {
    const { accountId } = await provider();
    const stranger = await provider();
    const denied = await getAccount(stranger.auth, `?account_id=${accountId}`);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ message: 'Account not found', code: 'ACCOUNT_NOT_FOUND' });
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const read = await getAccount(admin.auth, `?account_id=${accountId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.id).toBe(accountId);
  });

  it('the badge turns red when the period ends within a month and the balance is short, green when it covers it', async () => {
    const { auth, accountId } = await provider();
    const [start] = await t.db.select().from(tariffs).where(eq(tariffs.slug, 'start'));
    await t.db
      .update(accounts)
      .set({
        tariffId: start?.id,
        monthlyPayment: 490_000,
        tariffStartedAt: new Date(Date.now() - 20 * 86_400_000),
        tariffFinishAt: new Date(Date.now() + 10 * 86_400_000),
      })
      .where(eq(accounts.id, accountId));
    expect((await getAccount(auth)).json().data.badge).toBe('red');
    await topUp(t.db, accountId, 490_000);
    const green = (await getAccount(auth)).json().data;
    expect(green.badge).toBe('green');
    expect(green.payment.next_payment_date).toBe(green.tariff_finish_dt);
  });

  it('totals this month’s charges (tariffs, renewals, VIP), not top-ups, refunds or last month', async () => {
    const { auth, accountId } = await provider();
    await topUp(t.db, accountId, 5_000_000);
    const post = (kind: 'tariff_charge' | 'renewal' | 'vip_purchase' | 'refund', amount: number) =>
      t.db.transaction((tx) =>
        postEntry(tx, { accountId, kind, amount, idempotencyKey: `month:${accountId}:${kind}` }),
      );
    await post('tariff_charge', -490_000);
    await post('renewal', -100_000);
    await post('vip_purchase', -50_000);
    await post('refund', 20_000);
    expect((await getAccount(auth)).json().data.payment.total_in_month).toBe(640_000);
    // The month is Almaty's: its first moment counts, the moment before does not. (Entries
    // written straight into the books, dated; the balance is not what this looks at.)
    const monthStart = startOfMonth(new Date());
    for (const [key, createdAt, amount] of [
      ['before', new Date(monthStart.getTime() - 1), -7],
      ['first-moment', monthStart, -3],
    ] as const) {
      await t.db.insert(ledgerEntries).values({
        accountId,
        kind: 'renewal',
        amount,
        currency: 'KZT',
        balanceAfter: 0,
        idempotencyKey: `month:${accountId}:${key}`,
        createdAt,
      });
    }
    expect((await getAccount(auth)).json().data.payment.total_in_month).toBe(640_003);
  });

  it('lists the owner’s latest notifications, newest first', async () => {
    const { auth, user, accountId } = await provider();
    for (const kind of ['tariff_changed', 'tariff_renewed'] as const) {
      await buildNotification(t.db, { userId: user.id, accountId, kind, subject: 'tariff' });
    }
    const list = (await getAccount(auth)).json().data.notifications;
    expect(list.map((n: { kind: string }) => n.kind)).toEqual(['tariff_renewed', 'tariff_changed']);
    expect(list[0]).toMatchObject({ title: 'Your tariff has been renewed', check_dt: null });
  });

  it('lists the account’s own notices and the owner’s general ones, not another account’s', async () => {
    const { auth, user, accountId } = await provider();
    const second = await createAccount(t.db, user.id, 'Second school');
    await buildNotification(t.db, {
      userId: user.id,
      accountId,
      kind: 'tariff_changed',
      subject: 'tariff',
    });
    await buildNotification(t.db, {
      userId: user.id,
      accountId: second,
      kind: 'tariff_renewed',
      subject: 'tariff',
    });
    await buildNotification(t.db, {
      userId: user.id,
      kind: 'balance_topped_up',
      subject: 'balance',
    });
    const kinds = async (query: string) =>
      (await getAccount(auth, query))
        .json()
        .data.notifications.map((n: { kind: string }) => n.kind);
    expect(await kinds('')).toEqual(['balance_topped_up', 'tariff_changed']);
    expect(await kinds(`?account_id=${second}`)).toEqual(['balance_topped_up', 'tariff_renewed']);
  });
});

describe('POST /api/accounts', () => {
  it('creates another account of the user on the free tariff', async () => {
    const { auth, user } = await provider();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: auth,
      payload: { title: '  Second school  ' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      title: 'Second school',
      currency: 'KZT',
      tariff: { slug: 'free' },
      limits: { cards: 3 },
    });
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, created.id));
    expect(row).toMatchObject({ userId: user.id, balance: 0, tariffFinishAt: null });
    const read = await getAccount(auth, `?account_id=${created.id}`);
    expect(read.json().data).toMatchObject({ id: created.id, balance: 0 });
    // The first account stays the default one.
    expect((await getAccount(auth)).json().data.id).not.toBe(created.id);
  });

  it('a missing title answers 422 "Title is required"', async () => {
    const { auth } = await provider();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: auth,
      payload: { title: '   ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ title: 'Title is required' });
  });

  it('a retried request with the same Idempotency-Key creates one account, not two', async () => {
    const { auth, user } = await provider();
    const create = (title: string, key = 'new-account-1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts',
        headers: { ...auth, 'idempotency-key': key },
        payload: { title },
      });
    const first = await create('Robotics club');
    const retry = await create('Robotics club');
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json().data.id).toBe(first.json().data.id);
    // Ten retries at once after a lost answer: still the one account.
    const burst = await Promise.all(Array.from({ length: 10 }, () => create('Chess', 'burst-1')));
    expect(new Set(burst.map((res) => res.json().data.id)).size).toBe(1);
    const owned = await t.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(owned.map((row) => row.title).sort()).toEqual(
      ['Chess', 'Robotics club', user.name].sort(),
    );

    const reused = await create('Another title');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ idempotency_key: 'Invalid value' });
  });
});
