import { randomUUID } from 'node:crypto';
import { historyPage, type LedgerKind } from '@bilim/contract/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { firstAccountOf } from '../../test/listings-factories';
import { accounts, type AccountRow } from '../accounts/accounts.schema';
import { callbackFor, deliverCallback, startTopUp } from '../payments/payments.testing';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { tariffs } from '../tariffs/tariffs.schema';
import { spreadsheetText } from './ledger-history.csv';
import { ledgerEntries } from './ledger.schema';
import { postEntry } from './ledger.service';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
let account: AccountRow;
let startTariffId: number;
let paymentId: number;

/**
 * An entry at a chosen moment (postEntry stamps now()), moving the balance with it in one
 * transaction as postEntry does, so the books still agree.
 */
async function entryAt(
  at: string,
  kind: LedgerKind,
  amount: number,
  extra: { tariffId?: number; description?: string } = {},
) {
  await t.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${amount}` })
      .where(eq(accounts.id, account.id))
      .returning({ balance: accounts.balance });
    await tx.insert(ledgerEntries).values({
      accountId: account.id,
      kind,
      amount,
      currency: 'KZT',
      balanceAfter: Number(moved?.balance),
      idempotencyKey: `test:${randomUUID()}`,
      createdAt: new Date(at),
      ...extra,
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
  const [start] = await t.db.select().from(tariffs).where(eq(tariffs.slug, 'start'));
  if (!start) throw new Error('tariffs are seeded');
  startTariffId = start.id;
  owner = await buildSignedInUser(t.db);
  account = await firstAccountOf(t.db, owner.user.id);
  // Almaty is UTC+5: 18:59 UTC is 23:59 there on 1 March, 19:00 UTC is already 2 March.
  await entryAt('2026-03-01T18:59:00Z', 'adjustment', 5_000_000, { description: 'Opening' });
  await entryAt('2026-03-01T19:00:00Z', 'tariff_charge', -490_000, { tariffId: startTariffId });
  await entryAt('2026-03-05T05:00:00Z', 'refund', 490_000, {
    tariffId: startTariffId,
    description: 'Goodwill, "quoted"',
  });
  // Now: a top-up through the sandbox, so the newest entry has a payment.
  const { payment, reference } = await startTopUp(t, owner.auth, 1_000_000);
  await deliverCallback(t, callbackFor(payment, reference));
  paymentId = payment.id;
});
afterAll(async () => t?.close());

const history = (query: string, headers: Record<string, string> = owner.auth) =>
  t.app.inject({ method: 'GET', url: `/api/account/history${query}`, headers });

const kindsOf = (body: { data: Array<{ kind: string }> }) => body.data.map((entry) => entry.kind);

describe('GET /api/account/history', () => {
  it("answers the account's entries newest first, with payment state and tariff title", async () => {
    const res = await history('', { ...owner.auth, 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const body = historyPage.parse(res.json());
    expect(kindsOf(body)).toEqual(['top_up', 'refund', 'tariff_charge', 'adjustment']);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
    expect(body.data[0]).toMatchObject({
      amount: 1_000_000,
      currency: 'KZT',
      balance_after: 6_000_000,
      payment: { id: paymentId, state: 'succeeded' },
      tariff: null,
    });
    expect(body.data[2]).toMatchObject({
      amount: -490_000,
      balance_after: 4_510_000,
      created_at: '2026-03-01T19:00:00.000Z',
      tariff: { id: startTariffId, title: 'Start' },
      payment: null,
    });
    expect(body.data[3]).toMatchObject({ description: 'Opening', balance_after: 5_000_000 });
  });

  it("names the tariff in the reader's language", async () => {
    const res = await history('?kind[]=tariff_charge', { ...owner.auth, 'accept-language': 'ru' });
    expect(res.json().data[0].tariff.title).toBe('Старт');
  });

  it('filters by kinds', async () => {
    expect(kindsOf((await history('?kind[]=top_up')).json())).toEqual(['top_up']);
    expect(kindsOf((await history('?kind[]=refund&kind[]=adjustment')).json())).toEqual([
      'refund',
      'adjustment',
    ]);
  });

  it("filters by Kazakhstan's days, both ends inclusive", async () => {
    expect(kindsOf((await history('?from=2026-03-02&to=2026-03-02')).json())).toEqual([
      'tariff_charge',
    ]);
    expect(kindsOf((await history('?to=2026-03-01')).json())).toEqual(['adjustment']);
    expect(kindsOf((await history('?from=2026-03-01&to=2026-03-05')).json())).toEqual([
      'refund',
      'tariff_charge',
      'adjustment',
    ]);
    expect(kindsOf((await history('?from=2026-03-06&kind[]=refund')).json())).toEqual([]);
  });

  it('pages', async () => {
    const first = historyPage.parse((await history('?per_page=3')).json());
    expect(kindsOf(first)).toEqual(['top_up', 'refund', 'tariff_charge']);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4 });
    const second = historyPage.parse((await history('?per_page=3&page=2')).json());
    expect(kindsOf(second)).toEqual(['adjustment']);
    expect(second.meta.current_page).toBe(2);
  });

  it('refuses impossible or reversed days and unknown kinds (422)', async () => {
    const reversed = await history('?from=2026-03-05&to=2026-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({ code: 'START_AFTER_FINISH' });
    const impossible = await history('?from=2026-02-31');
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json()).toMatchObject({ errors: { from: 'Invalid value' } });
    expect((await history('?kind[]=gift')).statusCode).toBe(422);
  });

  it("answers 404 for someone else's account, the account to an admin, 401 without a token", async () => {
    const stranger = await buildSignedInUser(t.db);
    const theirs = await history(`?account_id=${account.id}`, stranger.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    // Without account_id a user reads their own first account (empty for the stranger).
    expect((await history('', stranger.auth)).json().meta.total).toBe(0);

    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const byAdmin = await history(`?account_id=${account.id}`, admin.auth);
    expect(byAdmin.json().meta.total).toBe(4);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/account/history' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/account/history.csv', () => {
  const csv = (query: string, headers: Record<string, string> = owner.auth) =>
    t.app.inject({ method: 'GET', url: `/api/account/history.csv${query}`, headers });

  it('answers the filtered history as an attachment: BOM, header, a row per entry', async () => {
    const res = await csv('?from=2026-03-01&to=2026-03-31', {
      ...owner.auth,
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="bilim-history-${account.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\n')).toEqual([
      'Date,Kind,Amount,Currency,Balance after,Description,Payment state',
      '2026-03-05 10:00:00,Refund,4900.00,KZT,50000.00,"Start — Goodwill, ""quoted""",',
      '2026-03-02 00:00:00,Tariff charge,-4900.00,KZT,45100.00,Start,',
      '2026-03-01 23:59:00,Adjustment,50000.00,KZT,50000.00,Opening,',
      '',
    ]);
  });

  it("speaks the reader's language, Cyrillic intact, and shows the payment's state", async () => {
    const res = await csv('?kind[]=top_up&kind[]=tariff_charge', {
      ...owner.auth,
      'accept-language': 'ru',
    });
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe('Дата,Операция,Сумма,Валюта,Баланс после,Описание,Статус платежа');
    expect(lines[1]).toMatch(/^[\d-]+ [\d:]+,Пополнение,10000\.00,KZT,60000\.00,.*,Проведён$/);
    expect(lines[2]).toBe('2026-03-02 00:00:00,Оплата тарифа,-4900.00,KZT,45100.00,Старт,');
    expect(lines).toHaveLength(3);
  });

  it('keeps text cells from running as formulas; amounts stay numbers', async () => {
    const formulas = ['=1+2', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rCR'];
    const other = await buildSignedInUser(t.db);
    const otherAccount = await firstAccountOf(t.db, other.user.id);
    await t.db.transaction((tx) =>
      postEntry(tx, {
        accountId: otherAccount.id,
        kind: 'adjustment',
        amount: 100_000,
        idempotencyKey: `test:${randomUUID()}`,
        description: 'Opening',
      }),
    );
    for (const description of formulas) {
      await t.db.transaction((tx) =>
        postEntry(tx, {
          accountId: otherAccount.id,
          kind: 'adjustment',
          amount: -100,
          idempotencyKey: `test:${randomUUID()}`,
          description,
        }),
      );
    }
    const body = (await csv('', { ...other.auth, 'accept-language': 'en' })).body;
    for (const description of formulas) {
      expect(body).toContain(`'${description}`);
      expect(body).not.toContain(`,${description}`);
      expect(body).not.toContain(`"${description}`);
    }
    // Amounts and balances stay numbers, negative ones included.
    expect(body).toContain(',Adjustment,-1.00,KZT,999.00,');
    expect(body).toContain(',Adjustment,1000.00,KZT,1000.00,Opening,');
    expect(spreadsheetText('-4900.00 refunded')).toBe("'-4900.00 refunded");
    expect(spreadsheetText('Start — =1+1')).toBe('Start — =1+1');
  });

  it("answers 404 for someone else's account and 401 without a token", async () => {
    const stranger = await buildSignedInUser(t.db);
    expect((await csv(`?account_id=${account.id}`, stranger.auth)).statusCode).toBe(404);
    expect((await csv('', {})).statusCode).toBe(401);
  });
});
