import { randomUUID } from 'node:crypto';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { REFUNDABLE_KINDS } from '@bilim/contract/money';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/db';
import { emit } from '../../events/emit';
import { IdempotencyConflict } from '../../http/idempotency';
import { notFound, validationFailed } from '../../lib/errors';
import { accounts } from '../accounts/accounts.schema';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { ledgerEntries } from './ledger.schema';
import { postEntry, type Posted } from './ledger.service';

/** Tells the owner that staff moved the balance (`balance.adjusted`); a replay tells nothing. */
async function announce(tx: Executor, posted: Posted, reason: string): Promise<void> {
  if (posted.replayed) return;
  const { entry } = posted;
  const [account] = await tx
    .select({ userId: accounts.userId, title: accounts.title })
    .from(accounts)
    .where(eq(accounts.id, entry.accountId));
  if (!account) return;
  await emit(tx, {
    type: 'balance.adjusted',
    payload: {
      user_id: account.userId,
      account_id: entry.accountId,
      account_title: account.title,
      entry_id: entry.id,
      kind: entry.kind === 'refund' ? 'refund' : 'adjustment',
      amount: entry.amount,
      currency: entry.currency,
      balance: entry.balanceAfter,
      reason,
    },
  });
}

/**
 * An admin's credit (positive) or charge (negative) with a reason. `requestKey` (the request's
 * Idempotency-Key) makes a retried request a replay; without one every request is its own event.
 * A charge beyond the balance is 402 NOT_ENOUGH_FUNDS; a key reused for another amount is refused.
 */
export async function adjustBalance(
  db: Db,
  input: {
    accountId: number;
    amount: number;
    reason: string;
    actor: AuditedActor;
    requestKey: string | undefined;
  },
): Promise<Posted> {
  const idempotencyKey = `adjustment:${input.accountId}:${input.requestKey ?? randomUUID()}`;
  return db.transaction(async (tx) => {
    // The account's row first (postEntry takes it again in this transaction): requests with one
    // key take turns, so the reuse check below cannot race.
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, input.accountId))
      .for('update');
    if (!account) throw notFound('ACCOUNT_NOT_FOUND');
    const [earlier] = await tx
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
    if (earlier && earlier.amount !== input.amount) {
      throw new IdempotencyConflict(
        idempotencyKey,
        { earlier: earlier.amount, attempted: input.amount },
        'request',
      );
    }
    const posted = await postEntry(tx, {
      accountId: input.accountId,
      kind: 'adjustment',
      amount: input.amount,
      idempotencyKey,
      description: input.reason,
      actorUserId: input.actor.id,
    });
    if (!posted.replayed) {
      await recordAudit(tx, input.actor, {
        action: 'balance.adjust',
        subject: { type: 'account', id: input.accountId },
        userId: await accountOwner(tx, input.accountId),
        after: { amount: input.amount, reason: input.reason, ledger_entry_id: posted.entry.id },
      });
    }
    await announce(tx, posted, input.reason);
    return posted;
  });
}

/** The user who owns an account. */
async function accountOwner(tx: Executor, accountId: number): Promise<number | null> {
  const [row] = await tx
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.userId ?? null;
}

/**
 * Credits back a charge (tariff, renewal, VIP) of the account, once: the refund's key names the
 * charge, so a second refund of it is a replay answering the first. An entry of another account
 * is unknown here (404 NOT_FOUND); one that is not a charge is refused.
 */
export async function refundCharge(
  db: Db,
  input: { accountId: number; entryId: number; reason: string; actor: AuditedActor },
): Promise<Posted> {
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.id, input.entryId), eq(ledgerEntries.accountId, input.accountId)),
      );
    if (!charge) throw notFound();
    const refundable: readonly string[] = REFUNDABLE_KINDS;
    if (!refundable.includes(charge.kind) || charge.amount >= 0) {
      throw validationFailed({ ledger_entry_id: FIELD_MESSAGES.INVALID_VALUE });
    }
    const posted = await postEntry(tx, {
      accountId: input.accountId,
      kind: 'refund',
      amount: -charge.amount,
      idempotencyKey: `refund:${charge.id}`,
      tariffId: charge.tariffId,
      description: input.reason,
      actorUserId: input.actor.id,
    });
    if (!posted.replayed) {
      await recordAudit(tx, input.actor, {
        action: 'charge.refund',
        subject: { type: 'ledger_entry', id: charge.id },
        userId: await accountOwner(tx, input.accountId),
        after: { amount: -charge.amount, reason: input.reason, ledger_entry_id: posted.entry.id },
      });
    }
    await announce(tx, posted, input.reason);
    return posted;
  });
}
