import { and, eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '@bilim/contract/money';
import type { ErrorCode } from '@bilim/contract/errors';
import type { Executor } from '../../db/db';
import { emit } from '../../events/emit';
import { IdempotencyConflict } from '../../http/idempotency';
import { AppError, notFound } from '../../lib/errors';
import { accounts } from '../accounts/accounts.schema';
import { ledgerEntries, type LedgerEntryRow } from './ledger.schema';

export interface Posting {
  accountId: number;
  kind: LedgerKind;
  /** Signed minor units: credits positive, charges negative; never zero. */
  amount: number;
  /**
   * Names the business event once and for all (`payment:42`, `renewal:7:2026-12-01T…`): a
   * second posting with the same key changes nothing and answers the first entry.
   */
  idempotencyKey: string;
  paymentId?: number | null;
  tariffId?: number | null;
  description?: string | null;
  actorUserId?: number | null;
}

export interface Posted {
  entry: LedgerEntryRow;
  /** True when the key had been posted before: nothing changed this time. */
  replayed: boolean;
}

/**
 * The one way a balance changes. Must run inside the caller's transaction: it locks the
 * account's row (so postings of one account take turns on PGlite and PostgreSQL alike), answers
 * an earlier entry with the same key as a replay, and otherwise moves the balance with a checked
 * update (`balance + amount >= 0`, backed by the table's check constraint), writes the entry and
 * emits `ledger.entry_posted` (the owner's open pages learn the new balance).
 * A charge the balance cannot pay throws `insufficient` (NOT_ENOUGH_FUNDS unless told otherwise)
 * and changes nothing. A key posted before for another account or amount throws
 * `IdempotencyConflict` (409 INVALID_TRANSITION; routes log it with `logIdempotencyConflict`, the
 * renewal job with its own log).
 */
export async function postEntry(
  tx: Executor,
  posting: Posting,
  insufficient: ErrorCode = 'NOT_ENOUGH_FUNDS',
): Promise<Posted> {
  if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
    throw new Error(`ledger amounts are non-zero integers, got ${posting.amount}`);
  }
  const [account] = await tx
    .select({ id: accounts.id, currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.id, posting.accountId))
    .for('update');
  if (!account) throw notFound('ACCOUNT_NOT_FOUND');

  const [earlier] = await tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, posting.idempotencyKey));
  if (earlier) {
    if (earlier.accountId !== posting.accountId || earlier.amount !== posting.amount) {
      throw new IdempotencyConflict(
        posting.idempotencyKey,
        {
          entryId: earlier.id,
          earlier: { accountId: earlier.accountId, amount: earlier.amount },
          attempted: { accountId: posting.accountId, amount: posting.amount },
        },
        'posting',
      );
    }
    return { entry: earlier, replayed: true };
  }

  const [moved] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${posting.amount}` })
    .where(
      and(eq(accounts.id, posting.accountId), sql`${accounts.balance} + ${posting.amount} >= 0`),
    )
    .returning({ balance: accounts.balance });
  if (!moved) throw new AppError(insufficient);

  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      accountId: posting.accountId,
      kind: posting.kind,
      amount: posting.amount,
      currency: account.currency,
      balanceAfter: Number(moved.balance),
      idempotencyKey: posting.idempotencyKey,
      paymentId: posting.paymentId ?? null,
      tariffId: posting.tariffId ?? null,
      description: posting.description ?? null,
      actorUserId: posting.actorUserId ?? null,
    })
    .returning();
  if (!entry) throw new Error('ledger entry not written');
  await emit(tx, {
    type: 'ledger.entry_posted',
    payload: {
      entry_id: entry.id,
      account_id: entry.accountId,
      kind: entry.kind,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      currency: entry.currency,
    },
  });
  return { entry, replayed: false };
}

/** The balance and the sum of the ledger, for checks (they must always agree). */
export async function ledgerTotals(
  db: Executor,
  accountId: number,
): Promise<{ balance: number; ledgerSum: number; entries: number }> {
  const [account] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw notFound('ACCOUNT_NOT_FOUND');
  const [books] = await db
    .select({
      ledgerSum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
      entries: sql<string>`count(*)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return {
    balance: Number(account.balance),
    ledgerSum: Number(books?.ledgerSum ?? 0),
    entries: Number(books?.entries ?? 0),
  };
}
