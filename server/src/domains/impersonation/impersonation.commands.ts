import type { Session } from '@bilim/contract/auth';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit';
import { createSession, presentSession, revokeSession, type SignedInActor } from '../auth/sessions';
import { users } from '../users/users.schema';
import { impersonationPolicy } from './impersonation.policy';

/**
 * Staff sign in as a user: a new session of that user carrying the staff member and the staff
 * session it came from (it ends with that one, and after two hours at most), audited as
 * `impersonation.start`. The staff session stays as it was: the web app keeps it to return to.
 */
export async function startImpersonation(
  db: Db,
  actor: SignedInActor,
  userId: number,
): Promise<Session> {
  const [target] = await db
    .select({ id: users.id, name: users.name, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) throw notFound('USER_NOT_FOUND');
  impersonationPolicy.authorize(actor, 'start', target);
  return db.transaction(async (tx) => {
    const session = await createSession(tx, target.id, {
      id: actor.id,
      sessionId: actor.sessionId,
      expiresAt: actor.expiresAt,
    });
    await recordAudit(tx, actor, {
      action: 'impersonation.start',
      subject: { type: 'user', id: target.id },
      userId: target.id,
      after: { session_id: session.id, expires_at: session.expiresAt.toISOString() },
    });
    return presentSession(target, session.token, { id: actor.id, name: actor.name });
  });
}

/**
 * The staff member returns: the impersonated session ends (its sockets close), audited as
 * `impersonation.end` with both names. A session that is no impersonation answers 409.
 */
export async function endImpersonation(db: Db, actor: SignedInActor): Promise<void> {
  if (!actor.impersonator) throw new AppError('INVALID_TRANSITION');
  await db.transaction(async (tx) => {
    await revokeSession(tx, actor.sessionId);
    await recordAudit(tx, actor, {
      action: 'impersonation.end',
      subject: { type: 'user', id: actor.id },
      userId: actor.id,
      after: { session_id: actor.sessionId },
    });
  });
}
