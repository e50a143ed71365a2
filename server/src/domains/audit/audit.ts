import type { AuditAction, AuditSubject } from '@bilim/contract/audit';
import type { Executor } from '../../db/db';
import type { Actor } from '../../lib/policy';
import { auditLog } from './audit.schema';

/**
 * Who acted, as the audit log records it: the request's actor (`request.actor`), with the address
 * the request came from and, while impersonating, the staff member behind the session.
 */
export interface AuditedActor extends Actor {
  ip?: string | null;
}

export interface AuditEntryInput {
  action: AuditAction;
  subject: { type: AuditSubject; id: number | null };
  /** The user the action concerns. */
  userId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes an audit entry in the caller's transaction, the one that takes the action: the entry
 * exists if and only if the action committed. While impersonating, the staff member is the actor
 * and the impersonated user is `as_user`.
 */
export async function recordAudit(
  tx: Executor,
  actor: AuditedActor,
  entry: AuditEntryInput,
): Promise<void> {
  const impersonator = actor.impersonator ?? null;
  await tx.insert(auditLog).values({
    actorId: impersonator ? impersonator.id : actor.id,
    asUserId: impersonator ? actor.id : null,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    userId: entry.userId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip ?? null,
  });
}
