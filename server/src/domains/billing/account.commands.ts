import { randomUUID } from 'node:crypto';
import { DEFAULT_CURRENCY } from '@bilim/contract/constants';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/db';
import { IdempotencyConflict } from '../../http/idempotency';
import { findKey, saveKey } from '../../idempotency/idempotency-keys';
import { notFound } from '../../lib/errors';
import { accountPolicy } from '../accounts/accounts.policy';
import { accounts } from '../accounts/accounts.schema';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { users } from '../users/users.schema';
import { defaultTariffId } from '../tariffs/tariffs.queries';

/**
 * New provider accounts (a user's first at sign-up, more later, the demo's in bulk): on the
 * default (free) tariff, in the default currency, with a zero balance. Answers their ids in order.
 */
export async function createAccounts(
  db: Executor,
  owners: ReadonlyArray<{ userId: number; title: string }>,
): Promise<number[]> {
  if (owners.length === 0) return [];
  const rows = await db
    .insert(accounts)
    .values(
      owners.map(({ userId, title }) => ({
        userId,
        title,
        currency: DEFAULT_CURRENCY,
        tariffId: defaultTariffId,
      })),
    )
    .returning({ id: accounts.id });
  return rows.map((row) => row.id);
}

/** One new account of a user (see createAccounts). */
export async function createAccount(db: Executor, userId: number, title: string): Promise<number> {
  const [id] = await createAccounts(db, [{ userId, title }]);
  if (id === undefined) throw new Error('account insert returned nothing');
  return id;
}

/**
 * POST /api/accounts: a new account of the user titled `title`; POST /api/admin/users/{id}/accounts:
 * one an admin opens for a user (audited as `account.create`). `requestKey` (the request's
 * Idempotency-Key) names the request: a retry after a lost answer answers the account the first
 * made (`replayed`) instead of making a second; the key reused for another title is refused.
 */
export async function openAccount(
  db: Db,
  actor: AuditedActor,
  userId: number,
  input: { title: string; requestKey: string | undefined },
): Promise<{ id: number; replayed: boolean }> {
  accountPolicy.authorize(actor, 'manage', { userId });
  const key = `account:${userId}:${input.requestKey ?? randomUUID()}`;
  return db.transaction(async (tx) => {
    // The user's row serializes their requests, so a retry finds the first one's key.
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!owner) throw notFound('USER_NOT_FOUND');
    const earlier = await findKey(tx, key);
    if (earlier) {
      const id = earlier.result?.account_id;
      if (earlier.request.title !== input.title || typeof id !== 'number') {
        throw new IdempotencyConflict(
          key,
          { earlier: earlier.request, attempted: input },
          'request',
        );
      }
      return { id, replayed: true };
    }
    const id = await createAccount(tx, userId, input.title);
    await saveKey(tx, key, { title: input.title }, { account_id: id });
    if (actor.id !== userId) {
      await recordAudit(tx, actor, {
        action: 'account.create',
        subject: { type: 'account', id },
        userId,
        after: { title: input.title },
      });
    }
    return { id, replayed: false };
  });
}
