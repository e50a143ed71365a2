import { dayStart, shiftDay } from '@bilim/contract/calendar';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import type { Restriction, RestrictionType } from '@bilim/contract/trust';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { revokeUserSessions } from '../auth/sessions';
import { users } from '../users/users.schema';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { HIDING_RESTRICTIONS, refreshOwnerHiding } from './restrictions.conditions';
import { restrictionPolicy } from './restrictions.policy';
import { userRestrictions, type RestrictionRow } from './restrictions.schema';

/** When a restriction ends: the moment given, or the end of the Kazakhstan day given; null: never. */
function endOf(until: string | null | undefined): Date | null {
  if (!until) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(until) ? dayStart(shiftDay(until, 1)) : new Date(until);
}

/** A user's id, or 404 USER_NOT_FOUND. */
async function findUser(db: Executor, id: number): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw notFound('USER_NOT_FOUND');
  return user.id;
}

const isActive = (row: RestrictionRow, now: Date) =>
  row.removedAt === null && (row.endsAt === null || row.endsAt > now);

export function presentRestriction(row: RestrictionRow, now: Date): Restriction {
  return {
    id: row.id,
    user_id: row.userId,
    type: row.type,
    reason: row.reason,
    until: row.endsAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    removed_at: row.removedAt?.toISOString() ?? null,
    removed_by: row.removedBy,
    active: isActive(row, now),
  };
}

/**
 * Support restricts a user: a type, a reason, an end (or none: until removed). An end already
 * past is refused (422 on `until`). A login restriction also ends the user's sessions at once
 * (their sockets close after the commit); the others act on the next attempt. The acting staff
 * member is kept on the row.
 */
export async function createRestriction(
  db: Executor,
  actor: AuditedActor,
  userId: number,
  input: { type: RestrictionType; until?: string | null | undefined; reason: string },
  now: Date,
): Promise<RestrictionRow> {
  restrictionPolicy.authorize(actor, 'create', { id: userId });
  const endsAt = endOf(input.until);
  if (endsAt && endsAt <= now) throw validationFailed({ until: FIELD_MESSAGES.INVALID_VALUE });
  return db.transaction(async (tx) => {
    await findUser(tx, userId);
    const [row] = await tx
      .insert(userRestrictions)
      .values({ userId, type: input.type, reason: input.reason, endsAt, createdBy: actor.id })
      .returning();
    if (!row) throw new Error('restriction insert returned nothing');
    if (input.type === 'login') await revokeUserSessions(tx, userId);
    if (HIDING_RESTRICTIONS.includes(input.type)) await refreshOwnerHiding(tx, userId);
    await recordAudit(tx, actor, {
      action: 'restriction.create',
      subject: { type: 'restriction', id: row.id },
      userId,
      after: { type: row.type, reason: row.reason, until: row.endsAt?.toISOString() ?? null },
    });
    return row;
  });
}

/**
 * Support lifts a restriction before its end. One already removed or ended, or not the user's,
 * cannot be removed: 409 FAILED_TO_REMOVE_RESTRICTION ("Failed to remove restriction").
 */
export async function removeRestriction(
  db: Executor,
  actor: AuditedActor,
  userId: number,
  restrictionId: number,
  now: Date,
): Promise<RestrictionRow> {
  restrictionPolicy.authorize(actor, 'remove', { id: userId });
  return db.transaction(async (tx) => {
    await findUser(tx, userId);
    const [row] = await tx
      .select()
      .from(userRestrictions)
      .where(eq(userRestrictions.id, restrictionId))
      .for('update');
    if (!row || row.userId !== userId || !isActive(row, now)) {
      throw new AppError('FAILED_TO_REMOVE_RESTRICTION');
    }
    const [removed] = await tx
      .update(userRestrictions)
      .set({ removedAt: now, removedBy: actor.id })
      .where(eq(userRestrictions.id, restrictionId))
      .returning();
    if (!removed) throw new Error('restriction update returned nothing');
    if (HIDING_RESTRICTIONS.includes(removed.type)) await refreshOwnerHiding(tx, userId);
    await recordAudit(tx, actor, {
      action: 'restriction.remove',
      subject: { type: 'restriction', id: removed.id },
      userId,
      before: { type: row.type, reason: row.reason, until: row.endsAt?.toISOString() ?? null },
    });
    return removed;
  });
}

/** A user's restrictions, newest first: all of them (support), or only those in force (`active`). */
export async function listRestrictions(
  db: Executor,
  actor: Actor,
  userId: number,
  options: { activeOnly: boolean; now: Date },
): Promise<RestrictionRow[]> {
  restrictionPolicy.authorize(actor, 'read', { id: userId });
  await findUser(db, userId);
  return db
    .select()
    .from(userRestrictions)
    .where(
      and(
        eq(userRestrictions.userId, userId),
        options.activeOnly
          ? and(
              isNull(userRestrictions.removedAt),
              or(isNull(userRestrictions.endsAt), gt(userRestrictions.endsAt, options.now)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(userRestrictions.createdAt), desc(userRestrictions.id))
    .limit(500);
}
