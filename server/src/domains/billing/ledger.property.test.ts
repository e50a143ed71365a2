import { count, eq, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildAccount } from '../../test/listings-factories';
import { isAppError } from '../../lib/errors';
import { accounts } from '../accounts/accounts.schema';
import { ledgerEntries } from '../ledger/ledger.schema';
import { postEntry, type Posting } from '../ledger/ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Step = { op: 'top_up' | 'refund' | 'charge'; amount: number } | { op: 'replay'; pick: number };

const amount = fc.integer({ min: 1, max: 2_000_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('top_up' as const), amount }),
  fc.record({ op: fc.constant('refund' as const), amount }),
  // Charges outnumber credits, so many of them find the balance short.
  fc.record({ op: fc.constant('charge' as const), amount }),
  fc.record({ op: fc.constant('charge' as const), amount }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
);

/** The stored balance and, counted apart, the sum and number of the account's entries. */
async function books(accountId: number) {
  const [account] = await t.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [entries] = await t.db
    .select({ sum: sum(ledgerEntries.amount), n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return { balance: account?.balance, ledgerSum: Number(entries?.sum ?? 0), entries: entries?.n };
}

let run = 0;

describe('the ledger under random sequences (fast-check)', () => {
  it('top-ups, charges, failed charges, refunds and replays keep balance = sum of the ledger, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run += 1;
        const account = await buildAccount(t.db);
        const posted: Posting[] = [];
        let expected = 0;
        for (const [index, s] of steps.entries()) {
          let posting: Posting;
          if (s.op === 'replay') {
            if (posted.length === 0) continue;
            posting = posted[s.pick % posted.length] as Posting;
          } else {
            posting = {
              accountId: account.id,
              kind: s.op === 'charge' ? 'tariff_charge' : s.op,
              amount: s.op === 'charge' ? -s.amount : s.amount,
              idempotencyKey: `property:${run}:${index}`,
            };
          }
          const outcome = await t.db
            .transaction((tx) => postEntry(tx, posting))
            .then(
              (result) => (result.replayed ? 'replayed' : 'posted'),
              (error: unknown) => {
                if (isAppError(error) && error.code === 'NOT_ENOUGH_FUNDS') return 'refused';
                throw error;
              },
            );
          if (s.op === 'replay') {
            expect(outcome).toBe('replayed');
          } else if (posting.amount < 0 && expected + posting.amount < 0) {
            expect(outcome).toBe('refused');
          } else {
            expect(outcome).toBe('posted');
            expected += posting.amount;
            posted.push(posting);
          }
          const totals = await books(account.id);
          expect(totals.balance).toBe(expected);
          expect(totals.ledgerSum).toBe(expected);
          expect(totals.entries).toBe(posted.length);
          expect(totals.balance).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
    // 40 runs of up to 25 postings each: a few seconds alone, more on a loaded machine.
  }, 120_000);
});
