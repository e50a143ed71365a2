import { FIELD_MESSAGES } from '@bilim/contract/errors';
import type { SupportComplaint } from '@bilim/contract/staff';
import type {
  Complaint,
  ComplaintBody,
  ComplaintCategory,
  ComplaintTarget,
  RestrictionType,
} from '@bilim/contract/trust';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Executor, Tx } from '../../db/db';
import { emit } from '../../events/emit';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { accounts } from '../accounts/accounts.schema';
import { findPublicCard, findPublicEvent } from '../catalog/catalog.commands';
import { listingTable } from '../listings/listing-kinds';
import { unpublishBySupport } from '../listings/moderation';
import { createRestriction } from '../restrictions/restrictions.commands';
import { deleteCommentBySupport, deleteReviewBySupport } from '../reviews/reviews.commands';
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

/** What closing a complaint does besides recording the resolution. */
export interface CloseConsequences {
  /** Take the target down: a review or comment deleted, a card or event unpublished. */
  removeTarget?: boolean | undefined;
  /** Restrict the target's author (the card's owner, the review's writer, the user). */
  restrictAuthor?: { type: RestrictionType; until?: string | null | undefined; reason: string };
}

/** Who wrote or owns a complaint's target (the user `restrictAuthor` restricts); null: gone. */
async function targetAuthor(
  tx: Executor,
  type: ComplaintTarget,
  id: number,
): Promise<number | null> {
  switch (type) {
    case 'user':
      return id;
    case 'card':
    case 'event': {
      const table = listingTable(type);
      const [row] = await tx
        .select({ userId: accounts.userId })
        .from(table)
        .innerJoin(accounts, eq(accounts.id, table.accountId))
        .where(eq(table.id, id));
      return row?.userId ?? null;
    }
    case 'review': {
      const [row] = await tx
        .select({ userId: reviews.authorId })
        .from(reviews)
        .where(eq(reviews.id, id));
      return row?.userId ?? null;
    }
    case 'comment': {
      const [row] = await tx
        .select({ userId: reviewComments.authorId })
        .from(reviewComments)
        .where(eq(reviewComments.id, id));
      return row?.userId ?? null;
    }
  }
}

/**
 * Support closes an open complaint with a resolution, recording who and when, and emits
 * `complaint.closed` (the complainer is notified); in the same transaction, when asked, the
 * target is taken down (each through its domain's own command, with its own audit entry) and
 * its author restricted. A closed one answers 409 INVALID_TRANSITION; a user cannot be taken
 * down (422 on `remove_target`: restrict them instead). Any refusal leaves everything as it was.
 */
export async function closeComplaint(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: AuditedActor,
  id: number,
  resolution: string,
  consequences: CloseConsequences = {},
): Promise<ComplaintRow> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
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
    // Named before any consequence takes the target down, so the complainer hears which it was.
    const target = (await complaintTargets(tx, [closed])).get(
      `${closed.targetType}:${closed.targetId}`,
    );
    await emit(tx, {
      type: 'complaint.closed',
      payload: {
        complaint_id: closed.id,
        complainer_id: closed.complainerId,
        target_type: closed.targetType,
        target_id: closed.targetId,
        target_label: target?.label ?? null,
        resolution,
        closed_by: actor.id,
      },
    });
    if (consequences.removeTarget) await removeTarget(tx, ctx, actor, closed, resolution);
    if (consequences.restrictAuthor) {
      const author = await targetAuthor(tx, closed.targetType, closed.targetId);
      if (author === null)
        throw validationFailed({ restrict_author: FIELD_MESSAGES.INVALID_VALUE });
      await createRestriction(tx, actor, author, consequences.restrictAuthor, now);
    }
    return closed;
  });
}

/** Takes a complaint's target down through its domain's command (support's own permissions apply). */
async function removeTarget(
  tx: Tx,
  ctx: Pick<AppContext, 'clock'>,
  actor: AuditedActor,
  complaint: ComplaintRow,
  reason: string,
): Promise<void> {
  switch (complaint.targetType) {
    case 'review':
      return deleteReviewBySupport(tx, actor, complaint.targetId);
    case 'comment':
      return deleteCommentBySupport(tx, actor, complaint.targetId);
    case 'card':
    case 'event':
      await unpublishBySupport(
        { db: tx, clock: ctx.clock },
        actor,
        complaint.targetType,
        complaint.targetId,
        reason,
      );
      return;
    case 'user':
      throw validationFailed({ remove_target: FIELD_MESSAGES.INVALID_CHOICE });
  }
}

/**
 * The queue's order, whatever the filters: the open complaints first, the longest waiting first
 * (first come, first served), then the closed ones, the latest closed first; ties (the same
 * moment) by id, the earlier first among the open ones, the later first among the closed ones.
 */
const queueOrder = [
  sql`${complaints.closedAt} desc nulls first`,
  sql`case when ${complaints.closedAt} is null then ${complaints.createdAt} end asc`,
  sql`case when ${complaints.closedAt} is null then ${complaints.id} end asc`,
  desc(complaints.id),
];

/** The queue (`queueOrder`): open or closed or both, of one target type and category or all. */
export async function listComplaints(
  db: Executor,
  options: {
    status?: 'open' | 'closed' | undefined;
    targetType?: ComplaintTarget | undefined;
    category?: ComplaintCategory | undefined;
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
    options.category ? eq(complaints.category, options.category) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(complaints)
      .where(where)
      .orderBy(...queueOrder)
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

type Target = NonNullable<SupportComplaint['target']>;

/** The first words of a text, on one line, for a target shown inline. */
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
};

/**
 * The targets of a page of complaints as the queue shows them inline (a title, a name or a
 * review's first words, where it is on the site, who wrote or owns it, whether it is down),
 * read with one query per kind of target on the page.
 */
async function complaintTargets(db: Executor, rows: ComplaintRow[]): Promise<Map<string, Target>> {
  const idsOf = (type: ComplaintTarget) => [
    ...new Set(rows.filter((row) => row.targetType === type).map((row) => row.targetId)),
  ];
  const targets = new Map<string, Target>();
  const put = (type: ComplaintTarget, id: number, target: Target) =>
    targets.set(`${type}:${id}`, target);

  for (const kind of ['card', 'event'] as const) {
    const ids = idsOf(kind);
    if (ids.length === 0) continue;
    const table = listingTable(kind);
    const found = await db
      .select({
        id: table.id,
        title: table.title,
        state: table.state,
        ownerId: users.id,
        ownerName: users.name,
      })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(inArray(table.id, ids));
    for (const row of found) {
      put(kind, row.id, {
        label: row.title,
        path: `/${kind === 'card' ? 'cards' : 'events'}/${row.id}/show`,
        author: { id: row.ownerId, name: row.ownerName },
        removed: row.state !== 'published',
      });
    }
  }
  const userIds = idsOf('user');
  if (userIds.length > 0) {
    const found = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const row of found) {
      put('user', row.id, {
        label: row.name,
        path: `/userinfo/${row.id}`,
        author: { id: row.id, name: row.name },
        removed: false,
      });
    }
  }
  const recordPath = (type: 'card' | 'event', id: number) =>
    `/${type === 'card' ? 'cards' : 'events'}/${id}/show#reviews`;
  const reviewIds = idsOf('review');
  if (reviewIds.length > 0) {
    const found = await db
      .select({
        id: reviews.id,
        text: reviews.text,
        subjectType: reviews.subjectType,
        subjectId: reviews.subjectId,
        deletedAt: reviews.deletedAt,
        authorId: users.id,
        authorName: users.name,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(inArray(reviews.id, reviewIds));
    for (const row of found) {
      put('review', row.id, {
        label: excerpt(row.text),
        path: recordPath(row.subjectType, row.subjectId),
        author: { id: row.authorId, name: row.authorName },
        removed: row.deletedAt !== null,
      });
    }
  }
  const commentIds = idsOf('comment');
  if (commentIds.length > 0) {
    const found = await db
      .select({
        id: reviewComments.id,
        text: reviewComments.text,
        deletedAt: reviewComments.deletedAt,
        subjectType: reviews.subjectType,
        subjectId: reviews.subjectId,
        authorId: users.id,
        authorName: users.name,
      })
      .from(reviewComments)
      .innerJoin(reviews, eq(reviews.id, reviewComments.reviewId))
      .innerJoin(users, eq(users.id, reviewComments.authorId))
      .where(inArray(reviewComments.id, commentIds));
    for (const row of found) {
      put('comment', row.id, {
        label: excerpt(row.text),
        path: recordPath(row.subjectType, row.subjectId),
        author: { id: row.authorId, name: row.authorName },
        removed: row.deletedAt !== null,
      });
    }
  }
  return targets;
}

/** Complaints as support's queue shows them: with their targets inline (null: the target is gone). */
export async function presentSupportComplaints(
  db: Executor,
  rows: ComplaintRow[],
): Promise<SupportComplaint[]> {
  const [presented, targets] = await Promise.all([
    presentComplaints(db, rows),
    complaintTargets(db, rows),
  ]);
  return presented.map((complaint) => ({
    ...complaint,
    target: targets.get(`${complaint.target_type}:${complaint.target_id}`) ?? null,
  }));
}
