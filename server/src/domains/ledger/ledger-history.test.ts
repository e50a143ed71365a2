import { randomUUID } from 'node:crypto';
import { historyPage, type LedgerKind } from '@bilim/contract/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, firstAccountOf } from '../../test/listings-factories';
import { accounts, type AccountRow } from '../accounts/accounts.schema';
import { callbackFor, deliverCallback, startTopUp } from '../payments/payments.testing';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { tariffs } from '../tariffs/tariffs.schema';
import { spreadsheetText } from '../../lib/csv';
import { demoCreditKey } from './ledger-notes';
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
  extra: {
    tariffId?: number;
    description?: string;
    idempotencyKey?: string;
    accountId?: number;
  } = {},
) {
  const accountId = extra.accountId ?? account.id;
  await t.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${amount}` })
      .where(eq(accounts.id, accountId))
      .returning({ balance: accounts.balance });
    await tx.insert(ledgerEntries).values({
      idempotencyKey: `test:${randomUUID()}`,
      ...extra,
      accountId,
      kind,
      amount,
      currency: 'KZT',
      balanceAfter: Number(moved?.balance),
      createdAt: new Date(at),
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
      note: { kind: 'top_up', provider: 'sandbox' },
      description: 'Top-up by sandbox payment',
    });
    expect(body.data[1]).toMatchObject({
      note: { kind: 'text', text: 'Goodwill, "quoted"' },
      description: 'Start — Goodwill, "quoted"',
    });
    expect(body.data[2]).toMatchObject({
      amount: -490_000,
      balance_after: 4_510_000,
      created_at: '2026-03-01T19:00:00.000Z',
      tariff: { id: startTariffId, title: 'Start' },
      payment: null,
      note: { kind: 'tariff' },
      description: 'Tariff “Start”',
    });
    expect(body.data[3]).toMatchObject({
      note: { kind: 'text', text: 'Opening' },
      description: 'Opening',
      balance_after: 5_000_000,
    });
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
      'Date,Operation,Amount,Currency,Balance after,Description,Payment',
      '2026-03-05 10:00:00,Refund,4900.00,KZT,50000.00,"Start — Goodwill, ""quoted""",',
      '2026-03-02 00:00:00,Tariff payment,-4900.00,KZT,45100.00,Tariff “Start”,',
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
    expect(lines[0]).toBe('Дата,Операция,Сумма,Валюта,Баланс после,Описание,Платёж');
    // The state is the screen's word for it (account.json `ledger.payment.succeeded`).
    expect(lines[1]).toMatch(
      /^[\d-]+ [\d:]+,Пополнение,10000\.00,KZT,60000\.00,Пополнение тестовой оплатой,Оплачен$/,
    );
    expect(lines[2]).toBe('2026-03-02 00:00:00,Оплата тарифа,-4900.00,KZT,45100.00,Тариф «Старт»,');
    expect(lines).toHaveLength(3);
  });

  it('speaks Kazakh: header, kinds, descriptions and the payment state', async () => {
    const res = await csv('?kind[]=top_up&kind[]=tariff_charge', {
      ...owner.auth,
      'accept-language': 'kk-KZ,kk;q=0.9,ru;q=0.8',
    });
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe('Күні,Операция түрі,Сомасы,Валюта,Кейінгі теңгерім,Сипаттама,Төлем');
    expect(lines[1]).toMatch(
      /^[\d-]+ [\d:]+,Толтыру,10000\.00,KZT,60000\.00,Сынақ төлемімен толтыру,Төленді$/,
    );
    expect(lines[2]).toBe('2026-03-02 00:00:00,Тариф төлемі,-4900.00,KZT,45100.00,«Старт» тарифі,');
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

describe("the books' own texts in the reader's language", () => {
  let reader: Awaited<ReturnType<typeof buildSignedInUser>>;
  let cardId: number;
  let strangersCardId: number;

  // Entries as the books have always stored them: English descriptions, keys and ids.
  beforeAll(async () => {
    reader = await buildSignedInUser(t.db);
    const { id: accountId } = await firstAccountOf(t.db, reader.user.id);
    cardId = (await buildCard(t.db, { accountId, title: 'Robotics club' })).id;
    strangersCardId = (await buildCard(t.db, { title: 'Not theirs' })).id;
    const entries: Array<[string, LedgerKind, number, Parameters<typeof entryAt>[3]]> = [
      [
        '2026-04-01T05:00:00Z',
        'adjustment',
        3_000_000,
        { idempotencyKey: demoCreditKey(accountId), description: 'Demo credit' },
      ],
      [
        '2026-04-01T05:01:00Z',
        'tariff_charge',
        -490_000,
        { tariffId: startTariffId, description: 'Tariff Start' },
      ],
      [
        '2026-04-02T05:00:00Z',
        'vip_purchase',
        -100_000,
        { description: `VIP for card ${cardId} until 2026-05-02` },
      ],
      // A card of another account is not named, as a deleted one is not.
      [
        '2026-04-03T05:00:00Z',
        'vip_purchase',
        -100_000,
        { description: `VIP for card ${strangersCardId} until 2026-05-03` },
      ],
      // An admin who typed the demo seed's words keeps them.
      [
        '2026-04-04T05:00:00Z',
        'adjustment',
        -100,
        { idempotencyKey: `adjustment:${accountId}:${randomUUID()}`, description: 'Demo credit' },
      ],
      [
        '2026-05-01T05:00:00Z',
        'renewal',
        -490_000,
        { tariffId: startTariffId, description: 'Renewal of tariff Start' },
      ],
    ];
    for (const [at, kind, amount, extra] of entries) {
      await entryAt(at, kind, amount, { ...extra, accountId });
    }
  });

  const read = async (language: string) => {
    const res = await history('', { ...reader.auth, 'accept-language': language });
    return historyPage.parse(res.json()).data;
  };

  it('answers each entry with its note, the facts every language words', async () => {
    expect((await read('en')).map((entry) => entry.note)).toEqual([
      { kind: 'renewal' },
      { kind: 'text', text: 'Demo credit' },
      { kind: 'vip', card: { id: strangersCardId, title: null }, until: '2026-05-03' },
      { kind: 'vip', card: { id: cardId, title: 'Robotics club' }, until: '2026-05-02' },
      { kind: 'tariff' },
      { kind: 'demo_credit' },
    ]);
  });

  it('describes the entries in Russian, an admin’s words as typed', async () => {
    expect((await read('ru')).map((entry) => entry.description)).toEqual([
      'Продление тарифа «Старт»',
      'Demo credit',
      `VIP для карточки № ${strangersCardId} до 3 мая 2026 г.`,
      'VIP для карточки «Robotics club» до 2 мая 2026 г.',
      'Тариф «Старт»',
      'Демо-зачисление',
    ]);
  });

  it('describes the entries in Kazakh', async () => {
    expect((await read('kk')).map((entry) => entry.description)).toEqual([
      '«Старт» тарифін ұзарту',
      'Demo credit',
      `№ ${strangersCardId} карточкаға 2026 ж. 3 мамыр дейін VIP`,
      '«Robotics club» карточкасына 2026 ж. 2 мамыр дейін VIP',
      '«Старт» тарифі',
      'Демо-қаражат түсімі',
    ]);
  });

  it('writes the same words into the CSV, in Russian and in Kazakh', async () => {
    const csvLines = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/account/history.csv',
        headers: { ...reader.auth, 'accept-language': language },
      });
      return res.body.slice(1).trim().split('\n');
    };
    expect(await csvLines('ru')).toEqual([
      'Дата,Операция,Сумма,Валюта,Баланс после,Описание,Платёж',
      '2026-05-01 10:00:00,Продление тарифа,-4900.00,KZT,18199.00,Продление тарифа «Старт»,',
      '2026-04-04 10:00:00,Корректировка,-1.00,KZT,23099.00,Demo credit,',
      `2026-04-03 10:00:00,Покупка VIP,-1000.00,KZT,23100.00,VIP для карточки № ${strangersCardId} до 3 мая 2026 г.,`,
      '2026-04-02 10:00:00,Покупка VIP,-1000.00,KZT,24100.00,VIP для карточки «Robotics club» до 2 мая 2026 г.,',
      '2026-04-01 10:01:00,Оплата тарифа,-4900.00,KZT,25100.00,Тариф «Старт»,',
      '2026-04-01 10:00:00,Корректировка,30000.00,KZT,30000.00,Демо-зачисление,',
    ]);
    expect(await csvLines('kz')).toEqual([
      'Күні,Операция түрі,Сомасы,Валюта,Кейінгі теңгерім,Сипаттама,Төлем',
      '2026-05-01 10:00:00,Тарифті ұзарту,-4900.00,KZT,18199.00,«Старт» тарифін ұзарту,',
      '2026-04-04 10:00:00,Түзету,-1.00,KZT,23099.00,Demo credit,',
      `2026-04-03 10:00:00,VIP сатып алу,-1000.00,KZT,23100.00,№ ${strangersCardId} карточкаға 2026 ж. 3 мамыр дейін VIP,`,
      '2026-04-02 10:00:00,VIP сатып алу,-1000.00,KZT,24100.00,«Robotics club» карточкасына 2026 ж. 2 мамыр дейін VIP,',
      '2026-04-01 10:01:00,Тариф төлемі,-4900.00,KZT,25100.00,«Старт» тарифі,',
      '2026-04-01 10:00:00,Түзету,30000.00,KZT,30000.00,Демо-қаражат түсімі,',
    ]);
  });
});
