import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildAccount } from '../../test/listings-factories';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { ledgerTotals, postEntry, type Posting } from './ledger.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
});
afterAll(async () => t?.close());

const post = (posting: Posting) => t.db.transaction((tx) => postEntry(tx, posting));

describe('postEntry and its idempotency keys', () => {
  it('answers a key posted before as a replay, changing nothing', async () => {
    const account = await buildAccount(t.db);
    const posting: Posting = {
      accountId: account.id,
      kind: 'top_up',
      amount: 50_000,
      idempotencyKey: `payment:test-${account.id}`,
    };
    const first = await post(posting);
    const again = await post(posting);
    expect([first.replayed, again.replayed]).toEqual([false, true]);
    expect(again.entry.id).toBe(first.entry.id);
    expect(await ledgerTotals(t.db, account.id)).toEqual({
      balance: 50_000,
      ledgerSum: 50_000,
      entries: 1,
    });
  });

  it('refuses a key reused for another amount or account: 409 INVALID_TRANSITION, nothing posted', async () => {
    const account = await buildAccount(t.db);
    const other = await buildAccount(t.db);
    const key = `payment:test-reused-${account.id}`;
    await post({ accountId: account.id, kind: 'top_up', amount: 50_000, idempotencyKey: key });
    for (const reuse of [
      { accountId: account.id, amount: 60_000 },
      { accountId: other.id, amount: 50_000 },
    ]) {
      await expect(post({ ...reuse, kind: 'top_up', idempotencyKey: key })).rejects.toMatchObject({
        statusCode: 409,
        code: 'INVALID_TRANSITION',
        key,
      });
    }
    expect((await ledgerTotals(t.db, account.id)).balance).toBe(50_000);
    expect(await ledgerTotals(t.db, other.id)).toEqual({ balance: 0, ledgerSum: 0, entries: 0 });
  });
});
