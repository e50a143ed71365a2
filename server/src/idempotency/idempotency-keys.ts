import { eq } from 'drizzle-orm';
import type { Executor } from '../db/db';
import { idempotencyKeys, type IdempotencyKeyRow } from './idempotency.schema';

/**
 * Idempotency keys name an action once and for all: a caller holding a lock that serializes the
 * action (the account's row for a tariff change, the user's for a new account) looks the key up
 * first and answers the earlier result; else it acts and saves the key in the same transaction.
 */
export async function findKey(tx: Executor, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

/**
 * Records `key` with what was asked and what it did. Answers false when the key was taken
 * already (by a concurrent transaction, which this insert waits for on PostgreSQL): the action
 * must then not happen twice. Without a lock around it, this alone makes a one-off action once.
 */
export async function saveKey(
  tx: Executor,
  key: string,
  request: Record<string, unknown>,
  result: Record<string, unknown> | null = null,
): Promise<boolean> {
  const saved = await tx
    .insert(idempotencyKeys)
    .values({ key, request, result })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return saved.length > 0;
}
