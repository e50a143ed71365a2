import {
  DELETED_BY_SUPPORT_TEXT,
  type Comment,
  type Review,
  type ReviewSort,
  type ReviewSubject,
} from '@bilim/contract/trust';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import type { Actor } from '../../lib/policy';
import { commentPolicies, reviewPolicies } from './reviews.policy';
import { userNames } from '../users/user-names';
import {
  reviewComments,
  reviews,
  reviewVotes,
  type ReviewCommentRow,
  type ReviewRow,
} from './reviews.schema';

const iso = (moment: Date) => moment.toISOString();

export function presentComment(
  row: ReviewCommentRow,
  context: { actor: Actor | null; ownerUserId: number; names: Map<number, string> },
): Comment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    score_id: row.reviewId,
    author: { id: row.authorId, name: context.names.get(row.authorId) ?? '' },
    by_owner: row.authorId === context.ownerUserId,
    comment: deleted ? DELETED_BY_SUPPORT_TEXT : row.text,
    deleted_by_support: deleted,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    policies: commentPolicies(context.actor, { authorId: row.authorId, deleted }),
  };
}

/**
 * Reviews as the public sees them: the author's name, the score, the text (or "Review was deleted
 * by support"), the dates, the comments (the owner's replies marked), the viewer's permissions.
 */
export async function presentReviews(
  db: Executor,
  rows: ReviewRow[],
  context: { actor: Actor | null; ownerUserId: number },
): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [comments, votes] = await Promise.all([
    db
      .select()
      .from(reviewComments)
      .where(inArray(reviewComments.reviewId, ids))
      .orderBy(asc(reviewComments.id)),
    context.actor
      ? db
          .select({ reviewId: reviewVotes.reviewId })
          .from(reviewVotes)
          .where(and(inArray(reviewVotes.reviewId, ids), eq(reviewVotes.userId, context.actor.id)))
      : Promise.resolve([]),
  ]);
  const names = await userNames(db, [
    ...rows.map((row) => row.authorId),
    ...comments.map((row) => row.authorId),
  ]);
  const voted = new Set(votes.map((vote) => vote.reviewId));
  const commentsBy = new Map<number, ReviewCommentRow[]>();
  for (const comment of comments) {
    const list = commentsBy.get(comment.reviewId) ?? [];
    list.push(comment);
    commentsBy.set(comment.reviewId, list);
  }
  return rows.map((row) => {
    const deleted = row.deletedAt !== null;
    return {
      id: row.id,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      author: { id: row.authorId, name: names.get(row.authorId) ?? '' },
      score: row.score,
      review: deleted ? DELETED_BY_SUPPORT_TEXT : row.text,
      deleted_by_support: deleted,
      helpful_count: row.helpfulCount,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      comments: (commentsBy.get(row.id) ?? []).map((comment) =>
        presentComment(comment, { ...context, names }),
      ),
      policies: reviewPolicies(context.actor, {
        authorId: row.authorId,
        ownerUserId: context.ownerUserId,
        deleted,
      }),
      helpful: voted.has(row.id),
    };
  });
}

export async function presentCommentRow(
  db: Executor,
  row: ReviewCommentRow,
  context: { actor: Actor | null; ownerUserId: number },
): Promise<Comment> {
  return presentComment(row, { ...context, names: await userNames(db, [row.authorId]) });
}

const subjectOf = (type: ReviewSubject, id: number) =>
  and(eq(reviews.subjectType, type), eq(reviews.subjectId, id));

/** A page of a record's reviews, newest first or most helpful first, with the total. */
export async function listReviews(
  db: Executor,
  subject: { type: ReviewSubject; id: number },
  options: { sort: ReviewSort; page: number; perPage: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = subjectOf(subject.type, subject.id);
  const order =
    options.sort === 'helpful'
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...order)
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** How many live reviews gave each score, and the viewer's own review of the record. */
export async function reviewSummary(
  db: Executor,
  subject: { type: ReviewSubject; id: number },
  viewerId: number | null,
) {
  const [scores, own] = await Promise.all([
    db
      .select({ score: reviews.score, total: count() })
      .from(reviews)
      .where(and(subjectOf(subject.type, subject.id), sql`${reviews.deletedAt} is null`))
      .groupBy(reviews.score),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(subjectOf(subject.type, subject.id), eq(reviews.authorId, viewerId))),
  ]);
  const breakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of scores) {
    if (row.score >= 1 && row.score <= 5)
      breakdown[row.score as 1 | 2 | 3 | 4 | 5] = Number(row.total);
  }
  return { breakdown, ownReviewId: own[0]?.id ?? null };
}
