import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { passwordResets } from './auth.schema';
import { revokeUserSessions } from './sessions';

/** Marks every unused restore link of a user used, so none of them works any more. */
export async function invalidatePasswordResets(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * After the password (or the power) of an account changes: every session of the user is revoked
 * and every unused restore link stops working. Callers open a fresh session afterwards if needed.
 */
export async function revokeCredentials(db: Executor, userId: number): Promise<void> {
  await revokeUserSessions(db, userId);
  await invalidatePasswordResets(db, userId);
}
