import type { Complaint, ComplaintBody, ComplaintTarget } from '@bilim/contract/trust';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/db';
import { emit } from '../../events/emit';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { findPublicCard, findPublicEvent } from '../catalog/catalog.commands';
import { findReviewedRecord } from '../reviews/ratings';
import { reviewComments, reviews } from '../reviews/reviews.schema';
import { users } from '../users/users.schema';
import { complaintPolicy } from './complaints.policy';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { userNames } from '../users/user-names';
import { complaints, type ComplaintRow } from './complaints.schema';

/**
 * The target must exist and be visible to the complainer: a public card or event, a user, a
 * review or comment of a public record (one support deleted still counts: it was seen). Else 404
 * with the kind's own code (CARD_NOT_FOUND, EVENT_NOT_FOUND, USER_NOT_FOUND, NOT_FOUND).
 */
async function assertVisibleTarget(
  tx: Executor,
  type: ComplaintTarget,
  id: number,
  now: Date,
): Promise<void> {
  switch (type) {
    case 'card':
      await findPublicCard(tx, id, now);
      return;
    case 'event':
      await findPublicEvent(tx, id, now);
      return;
    case 'user': {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!user) throw notFound('USER_NOT_FOUND');
      return;
    }
    case 'review':
    case 'comment': {
      const reviewId =
        type === 'review'
          ? id
          : (
              await tx
                .select({ reviewId: reviewComments.reviewId })
                .from(reviewComments)
                .where(eq(reviewComments.id, id))
            )[0]?.reviewId;
      const [review] = reviewId
        ? await tx.select().from(reviews).where(eq(reviews.id, reviewId))
        : [];
      if (!review) throw notFound();
      await findReviewedRecord(tx, review.subjectType, review.subjectId, now).catch(() => {
        throw notFound();
      });
      return;
    }
  }
}

/**
 * A signed-in user complains about a visible target. One open complaint per user and target:
 * sending another while the first is open answers the open one (`created: false`), unchanged.
 */
export async function fileComplaint(
  db: Db,
  actor: Actor,
  input: {
    target_type: ComplaintTarget;
    target_id: number;
    category: ComplaintBody['category'];
    note: string;
  },
  now: Date,
): Promise<{ complaint: ComplaintRow; created: boolean }> {
  complaintPolicy.authorize(actor, 'create', { complainerId: actor.id });
  return db.transaction(async (tx) => {
    await assertVisibleTarget(tx, input.target_type, input.target_id, now);
    const [inserted] = await tx
      .insert(complaints)
      .values({
        complainerId: actor.id,
        targetType: input.target_type,
        targetId: input.target_id,
        category: input.category,
        note: input.note,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { complaint: inserted, created: true };
    const [open] = await tx
      .select()
      .from(complaints)
      .where(
        and(
          eq(complaints.complainerId, actor.id),
          eq(complaints.targetType, input.target_type),
          eq(complaints.targetId, input.target_id),
          isNull(complaints.closedAt),
        ),
      );
    if (!open) throw new Error('complaint neither inserted nor open');
    return { complaint: open, created: false };
  });
}

/**
 * Support closes an open complaint with a resolution, recording who and when, and emits
 * `complaint.closed` (the complainer is notified). A closed one answers 409 INVALID_TRANSITION.
 */
export async function closeComplaint(
  db: Db,
  actor: AuditedActor,
  id: number,
  resolution: string,
  now: Date,
): Promise<ComplaintRow> {
  return db.transaction(async (tx) => {
    const [complaint] = await tx
      .select()
      .from(complaints)
      .where(eq(complaints.id, id))
      .for('update');
    if (!complaint) throw notFound();
    complaintPolicy.authorize(actor, 'close', complaint);
    if (complaint.closedAt) throw new AppError('INVALID_TRANSITION');
    const [closed] = await tx
      .update(complaints)
      .set({ closedAt: now, closedBy: actor.id, resolution })
      .where(eq(complaints.id, id))
      .returning();
    if (!closed) throw new Error('complaint update returned nothing');
    await recordAudit(tx, actor, {
      action: 'complaint.close',
      subject: { type: 'complaint', id: closed.id },
      userId: closed.complainerId,
      after: { resolution, target_type: closed.targetType, target_id: closed.targetId },
    });
    await emit(tx, {
      type: 'complaint.closed',
      payload: {
        complaint_id: closed.id,
        complainer_id: closed.complainerId,
        target_type: closed.targetType,
        target_id: closed.targetId,
        resolution,
        closed_by: actor.id,
      },
    });
    return closed;
  });
}

/** The queue: complaints newest first, open or closed or both, of one target type or all. */
export async function listComplaints(
  db: Executor,
  options: {
    status?: 'open' | 'closed' | undefined;
    targetType?: ComplaintTarget | undefined;
    page: number;
    perPage: number;
  },
): Promise<{ rows: ComplaintRow[]; total: number }> {
  const where = and(
    options.status === 'open'
      ? isNull(complaints.closedAt)
      : options.status === 'closed'
        ? isNotNull(complaints.closedAt)
        : undefined,
    options.targetType ? eq(complaints.targetType, options.targetType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(complaints).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** Complaints with the names of who sent and who closed them. */
export async function presentComplaints(db: Executor, rows: ComplaintRow[]): Promise<Complaint[]> {
  const names = await userNames(
    db,
    rows.flatMap((row) => [row.complainerId, row.closedBy]),
  );
  const person = (id: number) => ({ id, name: names.get(id) ?? '' });
  return rows.map((row) => ({
    id: row.id,
    target_type: row.targetType,
    target_id: row.targetId,
    category: row.category,
    note: row.note,
    status: row.closedAt ? 'closed' : 'open',
    complainer: person(row.complainerId),
    resolution: row.resolution,
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by: row.closedBy ? person(row.closedBy) : null,
    created_at: row.createdAt.toISOString(),
  }));
}
