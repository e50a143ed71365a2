import { randomUUID } from 'node:crypto';
import { ledgerEntrySchema } from '@bilim/contract/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildAccount } from '../../test/listings-factories';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { tariffs } from '../tariffs/tariffs.schema';
import { ledgerTotals, postEntry } from './ledger.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
  admin = await buildSignedInUser(t.db, { roles: ['admin'] });
});
afterAll(async () => t?.close());

const adjust = (
  accountId: number,
  payload: Record<string, unknown>,
  headers: Record<string, string> = admin.auth,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/accounts/${accountId}/adjustments`,
    headers,
    payload,
  });

const refund = (
  accountId: number,
  payload: Record<string, unknown>,
  headers: Record<string, string> = admin.auth,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/accounts/${accountId}/refunds`,
    headers,
    payload,
  });

/** Posts through the ledger as the billing commands do (a charge of a tariff, a top-up…). */
async function post(
  accountId: number,
  kind: 'top_up' | 'tariff_charge' | 'renewal',
  amount: number,
) {
  const [start] = await t.db.select().from(tariffs).where(eq(tariffs.slug, 'start'));
  const { entry } = await t.db.transaction((tx) =>
    postEntry(tx, {
      accountId,
      kind,
      amount,
      idempotencyKey: `test:${randomUUID()}`,
      tariffId: kind === 'top_up' ? null : (start?.id ?? null),
    }),
  );
  return entry;
}

describe('POST /api/admin/accounts/:id/adjustments', () => {
  it('credits and charges the balance with a reason, as a ledger entry by the admin', async () => {
    const account = await buildAccount(t.db);
    const credit = await adjust(account.id, {
      amount: 700_000,
      reason: 'Compensation for downtime',
    });
    expect(credit.statusCode).toBe(201);
    const entry = ledgerEntrySchema.parse(credit.json().data);
    expect(entry).toMatchObject({
      kind: 'adjustment',
      amount: 700_000,
      currency: 'KZT',
      balance_after: 700_000,
      description: 'Compensation for downtime',
      payment: null,
      tariff: null,
    });
    const charge = await adjust(account.id, { amount: -200_000, reason: 'Double credit fixed' });
    expect(charge.statusCode).toBe(201);
    expect(charge.json().data).toMatchObject({ amount: -200_000, balance_after: 500_000 });
    expect(await ledgerTotals(t.db, account.id)).toEqual({
      balance: 500_000,
      ledgerSum: 500_000,
      entries: 2,
    });
  });

  it('refuses a charge beyond the balance with 402 NOT_ENOUGH_FUNDS, changing nothing', async () => {
    const account = await buildAccount(t.db);
    await adjust(account.id, { amount: 100_000, reason: 'Gift' });
    const res = await adjust(account.id, { amount: -100_001, reason: 'Too much' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_FUNDS', message: 'Not enough funds' });
    expect(await ledgerTotals(t.db, account.id)).toEqual({
      balance: 100_000,
      ledgerSum: 100_000,
      entries: 1,
    });
  });

  it('replays a request with the same Idempotency-Key: one entry, the same answer', async () => {
    const account = await buildAccount(t.db);
    const headers = { ...admin.auth, 'idempotency-key': 'ticket-4711' };
    const first = await adjust(account.id, { amount: 300_000, reason: 'Ticket 4711' }, headers);
    const again = await adjust(account.id, { amount: 300_000, reason: 'Ticket 4711' }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await ledgerTotals(t.db, account.id)).entries).toBe(1);

    const changed = await adjust(account.id, { amount: 900_000, reason: 'Ticket 4711' }, headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ errors: { idempotency_key: 'Invalid value' } });
    // Without a key every request is its own adjustment.
    await adjust(account.id, { amount: 300_000, reason: 'Again' });
    expect(await ledgerTotals(t.db, account.id)).toEqual({
      balance: 600_000,
      ledgerSum: 600_000,
      entries: 2,
    });
  });

  it('refuses a zero amount or a missing reason (422)', async () => {
    const account = await buildAccount(t.db);
    const zero = await adjust(account.id, { amount: 0, reason: 'Nothing' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({ amount: 'Enter an amount other than zero' });
    expect((await adjust(account.id, { amount: 100 })).json()).toMatchObject({
      errors: { reason: 'Fill value' },
    });
  });

  it('is for admins only: 403 for the owner and support, 401 without a token, 404 for no account', async () => {
    const owner = await buildSignedInUser(t.db);
    const account = await buildAccount(t.db, { userId: owner.user.id });
    const payload = { amount: 100_000, reason: 'Let me in' };
    expect((await adjust(account.id, payload, owner.auth)).statusCode).toBe(403);
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    expect((await adjust(account.id, payload, support.auth)).statusCode).toBe(403);
    expect((await adjust(account.id, payload, {})).statusCode).toBe(401);
    expect((await ledgerTotals(t.db, account.id)).entries).toBe(0);
    const missing = await adjust(999_999, payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
  });
});

describe('POST /api/admin/accounts/:id/refunds', () => {
  it('credits a charge back once; a second refund of it is a replay', async () => {
    const account = await buildAccount(t.db);
    await post(account.id, 'top_up', 1_000_000);
    const charge = await post(account.id, 'tariff_charge', -490_000);
    const first = await refund(account.id, { ledger_entry_id: charge.id, reason: 'Charged twice' });
    expect(first.statusCode).toBe(201);
    expect(ledgerEntrySchema.parse(first.json().data)).toMatchObject({
      kind: 'refund',
      amount: 490_000,
      balance_after: 1_000_000,
      // The reason as typed, after the refunded tariff's title in the reader's language (ru).
      note: { kind: 'text', text: 'Charged twice' },
      description: 'Старт — Charged twice',
    });
    expect(first.json().data.tariff.id).toBe(charge.tariffId);
    const again = await refund(account.id, { ledger_entry_id: charge.id, reason: 'Once more' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await ledgerTotals(t.db, account.id)).toEqual({
      balance: 1_000_000,
      ledgerSum: 1_000_000,
      entries: 3,
    });
  });

  it('refunds renewals too', async () => {
    const account = await buildAccount(t.db);
    await post(account.id, 'top_up', 500_000);
    const renewal = await post(account.id, 'renewal', -490_000);
    const res = await refund(account.id, {
      ledger_entry_id: renewal.id,
      reason: 'Renewed by mistake',
    });
    expect(res.statusCode).toBe(201);
    expect((await ledgerTotals(t.db, account.id)).balance).toBe(500_000);
  });

  it('refuses what is not a charge (422), and an unknown or another account’s entry (404)', async () => {
    const account = await buildAccount(t.db);
    const topUp = await post(account.id, 'top_up', 500_000);
    const notCharge = await refund(account.id, { ledger_entry_id: topUp.id, reason: 'Nope' });
    expect(notCharge.statusCode).toBe(422);
    expect(notCharge.json()).toMatchObject({ errors: { ledger_entry_id: 'Invalid value' } });

    const other = await buildAccount(t.db);
    await post(other.id, 'top_up', 500_000);
    const othersCharge = await post(other.id, 'tariff_charge', -490_000);
    const wrongAccount = await refund(account.id, {
      ledger_entry_id: othersCharge.id,
      reason: 'Wrong account',
    });
    expect(wrongAccount.statusCode).toBe(404);
    expect((await refund(account.id, { ledger_entry_id: 999_999, reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await ledgerTotals(t.db, account.id)).balance).toBe(500_000);
    expect((await ledgerTotals(t.db, other.id)).balance).toBe(10_000);
  });

  it('is for admins only', async () => {
    const owner = await buildSignedInUser(t.db);
    const account = await buildAccount(t.db, { userId: owner.user.id });
    await post(account.id, 'top_up', 500_000);
    const charge = await post(account.id, 'tariff_charge', -490_000);
    const res = await refund(
      account.id,
      { ledger_entry_id: charge.id, reason: 'Please' },
      owner.auth,
    );
    expect(res.statusCode).toBe(403);
    expect((await ledgerTotals(t.db, account.id)).balance).toBe(10_000);
  });
});
