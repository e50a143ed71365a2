import type { AdminComment, AdminReview, adminReviewsQuery } from '@bilim/contract/admin';
import {
  and,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { outerColumn, type Db, type Executor } from '../../db/db';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { likePattern } from '../listings/cabinet-listings.commands';
import { cards, events } from '../listings/listings.schema';
import { users } from '../users/users.schema';
import { refreshRatings } from './ratings';
import { lockRecordOwner } from './reviews.commands';
import { commentPolicy, reviewPolicy } from './reviews.policy';
import { reviewComments, reviews, type ReviewCommentRow, type ReviewRow } from './reviews.schema';

/**
 * Reviews (the spec's scores) and their comments as admins run them (issue 15, spec §2
 * admin/scores, admin/comments): every one, live or deleted by support, found by a part of its
 * text, its author or its record; edited (the ratings follow in the same transaction) and
 * restored after a support deletion. Deleting stays support's call (`moderate:review`).
 */

type Query = z.output<typeof adminReviewsQuery>;

const authors = alias(users, 'authors');
/** The reviewed record's title: a card's or an event's, whichever the review is about. */
const recordTitle = sql<string | null>`coalesce(${cards.title}, ${events.title})`;

function stateFilter(deletedAt: Column, state: Query['state']) {
  if (state === 'live') return isNull(deletedAt);
  if (state === 'deleted') return isNotNull(deletedAt);
  return undefined;
}

function textFilter(text: Column, q: string | undefined) {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    sql`${text} ilike ${pattern}`,
    sql`${authors.name} ilike ${pattern}`,
    sql`${recordTitle} ilike ${pattern}`,
  );
}

const subjectOf = (
  row: { subjectType: 'card' | 'event'; subjectId: number },
  title: string | null,
) => ({
  type: row.subjectType,
  id: row.subjectId,
  title,
});

const commentsOf = sql<number>`(select count(*)::int from ${reviewComments} where ${reviewComments.reviewId} = ${outerColumn(reviews.id)})`;

function presentAdminReview(row: {
  review: ReviewRow;
  author: { id: number; name: string };
  title: string | null;
  comments: number;
}): AdminReview {
  const { review } = row;
  return {
    id: review.id,
    subject: subjectOf(review, row.title),
    author: row.author,
    score: review.score,
    text: review.text,
    comments: row.comments,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    deleted_at: review.deletedAt?.toISOString() ?? null,
  };
}

/**
 * `query` (a select `from(reviews).$dynamic()`) joined with the reviews' authors and records, which
 * the filters search too, and kept to what `where` finds: one builder for the admin's page, its
 * count and one review.
 */
function joinedReviews<Query extends PgSelect>(query: Query, where: SQL | undefined) {
  return query
    .innerJoin(authors, eq(authors.id, reviews.authorId))
    .leftJoin(cards, and(eq(reviews.subjectType, 'card'), eq(cards.id, reviews.subjectId)))
    .leftJoin(events, and(eq(reviews.subjectType, 'event'), eq(events.id, reviews.subjectId)))
    .where(where);
}

/** The reviews `where` finds with their authors and records: the admin's list and one review. */
const selectReviews = (db: Executor, where: SQL | undefined) =>
  joinedReviews(
    db
      .select({
        review: reviews,
        author: { id: authors.id, name: authors.name },
        title: recordTitle,
        comments: commentsOf,
      })
      .from(reviews)
      .$dynamic(),
    where,
  );

export async function listAdminReviews(
  db: Executor,
  query: Query,
): Promise<{ rows: AdminReview[]; total: number }> {
  const where = and(stateFilter(reviews.deletedAt, query.state), textFilter(reviews.text, query.q));
  const [rows, [total]] = await Promise.all([
    selectReviews(db, where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    joinedReviews(db.select({ total: count() }).from(reviews).$dynamic(), where),
  ]);
  return { rows: rows.map(presentAdminReview), total: total?.total ?? 0 };
}

export async function findAdminReview(db: Executor, id: number): Promise<AdminReview> {
  const [row] = await selectReviews(db, eq(reviews.id, id));
  if (!row) throw notFound();
  return presentAdminReview(row);
}

function presentAdminComment(row: {
  comment: ReviewCommentRow;
  review: { subjectType: 'card' | 'event'; subjectId: number };
  author: { id: number; name: string };
  title: string | null;
}): AdminComment {
  const { comment } = row;
  return {
    id: comment.id,
    review_id: comment.reviewId,
    subject: subjectOf(row.review, row.title),
    author: row.author,
    text: comment.text,
    created_at: comment.createdAt.toISOString(),
    updated_at: comment.updatedAt.toISOString(),
    deleted_at: comment.deletedAt?.toISOString() ?? null,
  };
}

/** As `joinedReviews`, for comments: `query` selects `from(reviewComments).$dynamic()`. */
function joinedComments<Query extends PgSelect>(query: Query, where: SQL | undefined) {
  return query
    .innerJoin(reviews, eq(reviews.id, reviewComments.reviewId))
    .innerJoin(authors, eq(authors.id, reviewComments.authorId))
    .leftJoin(cards, and(eq(reviews.subjectType, 'card'), eq(cards.id, reviews.subjectId)))
    .leftJoin(events, and(eq(reviews.subjectType, 'event'), eq(events.id, reviews.subjectId)))
    .where(where);
}

const selectComments = (db: Executor, where: SQL | undefined) =>
  joinedComments(
    db
      .select({
        comment: reviewComments,
        review: { subjectType: reviews.subjectType, subjectId: reviews.subjectId },
        author: { id: authors.id, name: authors.name },
        title: recordTitle,
      })
      .from(reviewComments)
      .$dynamic(),
    where,
  );

export async function listAdminComments(
  db: Executor,
  query: Query,
): Promise<{ rows: AdminComment[]; total: number }> {
  const where = and(
    stateFilter(reviewComments.deletedAt, query.state),
    textFilter(reviewComments.text, query.q),
  );
  const [rows, [total]] = await Promise.all([
    selectComments(db, where)
      .orderBy(desc(reviewComments.createdAt), desc(reviewComments.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    joinedComments(db.select({ total: count() }).from(reviewComments).$dynamic(), where),
  ]);
  return { rows: rows.map(presentAdminComment), total: total?.total ?? 0 };
}

export async function findAdminComment(db: Executor, id: number): Promise<AdminComment> {
  const [row] = await selectComments(db, eq(reviewComments.id, id));
  if (!row) throw notFound();
  return presentAdminComment(row);
}

/**
 * A review to change, its record and the record's owner locked first (whatever the record's
 * state), in the order every review writer takes them; `record` is null when the record is gone.
 */
async function lockReview(tx: Executor, id: number) {
  const [found] = await tx.select().from(reviews).where(eq(reviews.id, id));
  if (!found) throw notFound();
  const owner = await lockRecordOwner(tx, found.subjectType, found.subjectId);
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!review) throw notFound();
  return { review, record: owner === null ? null : { id: review.subjectId, ownerUserId: owner } };
}

/**
 * An admin's correction of a review's score and text (live or deleted), audited with before and
 * after; the record's and its owner's ratings follow in the same transaction.
 */
export async function updateReviewByAdmin(
  db: Db,
  actor: AuditedActor,
  id: number,
  input: { score: number; review: string },
): Promise<AdminReview> {
  reviewPolicy.authorize(actor, 'manage', { authorId: 0, ownerUserId: 0, deleted: false });
  await db.transaction(async (tx) => {
    const { review, record } = await lockReview(tx, id);
    await tx
      .update(reviews)
      .set({ score: input.score, text: input.review, updatedAt: sql`now()` })
      .where(eq(reviews.id, id));
    await recordAudit(tx, actor, {
      action: 'review.update',
      subject: { type: 'review', id },
      userId: review.authorId,
      before: { score: review.score, text: review.text },
      after: { score: input.score, text: input.review },
    });
    if (record) await refreshRatings(tx, review.subjectType, record);
  });
  return findAdminReview(db, id);
}

/** Restores a review support deleted: it shows and counts again (nothing recorded if live). */
export async function restoreReview(db: Db, actor: AuditedActor, id: number): Promise<AdminReview> {
  reviewPolicy.authorize(actor, 'manage', { authorId: 0, ownerUserId: 0, deleted: true });
  await db.transaction(async (tx) => {
    const { review, record } = await lockReview(tx, id);
    if (!review.deletedAt) return;
    await tx.update(reviews).set({ deletedAt: null, deletedBy: null }).where(eq(reviews.id, id));
    await recordAudit(tx, actor, {
      action: 'review.restore',
      subject: { type: 'review', id },
      userId: review.authorId,
      before: { deleted_at: review.deletedAt.toISOString(), deleted_by: review.deletedBy },
    });
    if (record) await refreshRatings(tx, review.subjectType, record);
  });
  return findAdminReview(db, id);
}

async function lockComment(tx: Executor, id: number): Promise<ReviewCommentRow> {
  const [comment] = await tx
    .select()
    .from(reviewComments)
    .where(eq(reviewComments.id, id))
    .for('update');
  if (!comment) throw notFound();
  return comment;
}

/** An admin's correction of a comment's text, audited with before and after. */
export async function updateCommentByAdmin(
  db: Db,
  actor: AuditedActor,
  id: number,
  text: string,
): Promise<AdminComment> {
  commentPolicy.authorize(actor, 'manage', { authorId: 0, deleted: false });
  await db.transaction(async (tx) => {
    const comment = await lockComment(tx, id);
    await tx
      .update(reviewComments)
      .set({ text, updatedAt: sql`now()` })
      .where(eq(reviewComments.id, id));
    await recordAudit(tx, actor, {
      action: 'comment.update',
      subject: { type: 'comment', id },
      userId: comment.authorId,
      before: { text: comment.text },
      after: { text },
    });
  });
  return findAdminComment(db, id);
}

/** Restores a comment support deleted (nothing recorded if it is live). */
export async function restoreComment(
  db: Db,
  actor: AuditedActor,
  id: number,
): Promise<AdminComment> {
  commentPolicy.authorize(actor, 'manage', { authorId: 0, deleted: true });
  await db.transaction(async (tx) => {
    const comment = await lockComment(tx, id);
    if (!comment.deletedAt) return;
    await tx
      .update(reviewComments)
      .set({ deletedAt: null, deletedBy: null })
      .where(eq(reviewComments.id, id));
    await recordAudit(tx, actor, {
      action: 'comment.restore',
      subject: { type: 'comment', id },
      userId: comment.authorId,
      before: { deleted_at: comment.deletedAt.toISOString(), deleted_by: comment.deletedBy },
    });
  });
  return findAdminComment(db, id);
}
