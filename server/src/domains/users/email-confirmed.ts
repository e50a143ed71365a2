import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { AppError } from '../../lib/errors';
import { users } from './users.schema';

/**
 * Publishing and paying need a proven e-mail (issue 16): 403 EMAIL_NOT_CONFIRMED while the user
 * has not followed the link sent to it. Browsing and drafts need nothing.
 */
export async function assertEmailConfirmed(db: Executor, userId: number): Promise<void> {
  if (await awaitsEmailConfirmation(db, userId)) throw new AppError('EMAIL_NOT_CONFIRMED');
}

/** Whether the user has yet to follow the link sent to their e-mail. */
export async function awaitsEmailConfirmation(db: Executor, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user !== undefined && user.confirmedAt === null;
}

/** The user proved their e-mail (followed a link sent to it): kept from the first time. */
export async function markEmailConfirmed(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}
