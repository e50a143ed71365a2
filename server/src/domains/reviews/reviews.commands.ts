import type { ReviewSubject } from '@bilim/contract/trust';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../../db/db';
import { emit } from '../../events/emit';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { assertNotRestricted } from '../restrictions/restrictions.conditions';
import { users } from '../users/users.schema';
import { findReviewedRecord, refreshRatings } from './ratings';
import { commentPolicy, reviewedRecordPolicy, reviewPolicy } from './reviews.policy';
import { recordAudit, type AuditedActor } from '../audit/audit';
import {
  reviewComments,
  reviews,
  reviewVotes,
  type ReviewCommentRow,
  type ReviewRow,
} from './reviews.schema';

/**
 * Writes the actor's review of a public card or event (an event once it has started), or edits
 * the one they wrote before: one review per user and record, so a second POST changes the first
 * (its score and text) rather than failing. The record's owner cannot review it (403 FORBIDDEN);
 * a review restriction answers 403 ACTION_FORBIDDEN; a review support deleted cannot be edited
 * (403 REVIEW_CANNOT_BE_EDITED). The record's and its owner's ratings are kept in the same
 * transaction; a new review (not an edit) emits `review.created` for the owner.
 */
export async function writeReview(
  db: Db,
  actor: Actor,
  subject: { type: ReviewSubject; id: number },
  input: { score: number; review: string },
  now: Date,
): Promise<{ review: ReviewRow; created: boolean; ownerUserId: number }> {
  return db.transaction(async (tx) => {
    // Refusals that need no lock come first: an unknown record, the owner, a restriction.
    const found = await findReviewedRecord(tx, subject.type, subject.id, now, {
      mustHaveStarted: true,
    });
    reviewedRecordPolicy.authorize(actor, 'review', found);
    await assertNotRestricted(tx, actor.id, 'review', now);
    const record = await findReviewedRecord(tx, subject.type, subject.id, now, {
      lock: true,
      mustHaveStarted: true,
    });
    const [existing] = await tx
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.authorId, actor.id),
          eq(reviews.subjectType, subject.type),
          eq(reviews.subjectId, subject.id),
        ),
      );
    let review: ReviewRow | undefined;
    if (existing) {
      if (existing.deletedAt) throw new AppError('REVIEW_CANNOT_BE_EDITED');
      [review] = await tx
        .update(reviews)
        .set({ score: input.score, text: input.review, updatedAt: sql`now()` })
        .where(eq(reviews.id, existing.id))
        .returning();
    } else {
      [review] = await tx
        .insert(reviews)
        .values({
          subjectType: subject.type,
          subjectId: subject.id,
          authorId: actor.id,
          score: input.score,
          text: input.review,
        })
        .returning();
    }
    if (!review) throw new Error('review write returned nothing');
    await refreshRatings(tx, subject.type, record);
    if (!existing) {
      const [author] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, actor.id));
      await emit(tx, {
        type: 'review.created',
        payload: {
          review_id: review.id,
          subject_type: subject.type,
          subject_id: record.id,
          record_title: record.title,
          account_id: record.accountId,
          owner_user_id: record.ownerUserId,
          author_id: actor.id,
          author_name: author?.name ?? '',
          score: review.score,
        },
      });
    }
    return { review, created: !existing, ownerUserId: record.ownerUserId };
  });
}

/** A review and the record it is about (public now), or 404 NOT_FOUND. */
async function findReview(tx: Executor, id: number, now: Date) {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, id));
  if (!review) throw notFound();
  const record = await findReviewedRecord(tx, review.subjectType, review.subjectId, now).catch(
    () => {
      throw notFound();
    },
  );
  return { review, record };
}

/**
 * A comment answering a review: the record owner's reply or the reviewer's follow-up (others get
 * 403 FORBIDDEN). Not on a review support deleted (403 REVIEW_DELETED_BY_SUPPORT); a review
 * restriction answers 403 ACTION_FORBIDDEN. An owner's reply emits `review.replied` for the
 * reviewer.
 */
export async function addComment(
  db: Db,
  actor: Actor,
  input: { score_id: number; comment: string },
  now: Date,
): Promise<{ comment: ReviewCommentRow; ownerUserId: number }> {
  return db.transaction(async (tx) => {
    const { review, record } = await findReview(tx, input.score_id, now);
    const subject = {
      authorId: review.authorId,
      ownerUserId: record.ownerUserId,
      deleted: review.deletedAt !== null,
    };
    reviewPolicy.authorize(actor, 'comment', subject);
    await assertNotRestricted(tx, actor.id, 'review', now);
    if (subject.deleted) throw new AppError('REVIEW_DELETED_BY_SUPPORT');
    const [comment] = await tx
      .insert(reviewComments)
      .values({ reviewId: review.id, authorId: actor.id, text: input.comment })
      .returning();
    if (!comment) throw new Error('comment insert returned nothing');
    if (actor.id === record.ownerUserId && actor.id !== review.authorId) {
      await emit(tx, {
        type: 'review.replied',
        payload: {
          review_id: review.id,
          subject_type: review.subjectType,
          subject_id: record.id,
          record_title: record.title,
          account_id: record.accountId,
          owner_user_id: record.ownerUserId,
          comment_id: comment.id,
          reviewer_id: review.authorId,
        },
      });
    }
    return { comment, ownerUserId: record.ownerUserId };
  });
}

/**
 * Its author edits a comment (others 403 FORBIDDEN); one support deleted cannot be edited (403
 * COMMENT_CANNOT_BE_EDITED); a review restriction answers 403 ACTION_FORBIDDEN.
 */
export async function editComment(
  db: Db,
  actor: Actor,
  id: number,
  text: string,
  now: Date,
): Promise<{ comment: ReviewCommentRow; ownerUserId: number }> {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select()
      .from(reviewComments)
      .where(eq(reviewComments.id, id))
      .for('update');
    if (!comment) throw notFound();
    const { record } = await findReview(tx, comment.reviewId, now);
    commentPolicy.authorize(actor, 'update', {
      authorId: comment.authorId,
      deleted: comment.deletedAt !== null,
    });
    await assertNotRestricted(tx, actor.id, 'review', now);
    if (comment.deletedAt) throw new AppError('COMMENT_CANNOT_BE_EDITED');
    const [updated] = await tx
      .update(reviewComments)
      .set({ text, updatedAt: sql`now()` })
      .where(eq(reviewComments.id, id))
      .returning();
    if (!updated) throw new Error('comment update returned nothing');
    return { comment: updated, ownerUserId: record.ownerUserId };
  });
}

/**
 * Support deletes a review softly (`moderate:review`): it stays, showing "Review was deleted by
 * support", stops counting in the ratings (kept in the same transaction), and cannot be edited.
 * Deleting it again changes nothing. Whatever the record's state: support cleans up everywhere.
 */
export async function deleteReviewBySupport(
  db: Executor,
  actor: AuditedActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, id));
    if (!review) throw notFound();
    reviewPolicy.authorize(actor, 'delete', {
      authorId: review.authorId,
      ownerUserId: 0,
      deleted: false,
    });
    if (review.deletedAt) return;
    const owner = await lockRecordOwner(tx, review.subjectType, review.subjectId);
    await tx
      .update(reviews)
      .set({ deletedAt: sql`now()`, deletedBy: actor.id })
      .where(eq(reviews.id, id));
    await recordAudit(tx, actor, {
      action: 'review.delete',
      subject: { type: 'review', id },
      userId: review.authorId,
      before: { score: review.score, text: review.text },
    });
    if (owner !== null) {
      await refreshRatings(tx, review.subjectType, { id: review.subjectId, ownerUserId: owner });
    }
  });
}

/**
 * Locks a record (whatever its state) and its owner's user row, in the order the review writers
 * take them; the owner's id, or null when the record is gone.
 */
export async function lockRecordOwner(
  tx: Executor,
  type: ReviewSubject,
  id: number,
): Promise<number | null> {
  const table = type === 'card' ? 'cards' : 'events';
  const [locked] = await rowsOf<{ owner: number }>(
    tx,
    sql`select a.user_id as owner from ${sql.raw(table)} t inner join accounts a on a.id = t.account_id
      where t.id = ${id} for update of t`,
  );
  const owner = locked?.owner;
  if (owner === undefined) return null;
  await tx.execute(sql`select id from users where id = ${owner} for update`);
  return owner;
}

/** Support deletes a comment softly: it shows "Review was deleted by support", cannot be edited. */
export async function deleteCommentBySupport(
  db: Executor,
  actor: AuditedActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [comment] = await tx.select().from(reviewComments).where(eq(reviewComments.id, id));
    if (!comment) throw notFound();
    commentPolicy.authorize(actor, 'delete', { authorId: comment.authorId, deleted: false });
    const deleted = await tx
      .update(reviewComments)
      .set({ deletedAt: sql`now()`, deletedBy: actor.id })
      .where(and(eq(reviewComments.id, id), sql`${reviewComments.deletedAt} is null`))
      .returning({ id: reviewComments.id });
    // Deleting it again changes nothing, and leaves no second entry.
    if (deleted.length === 0) return;
    await recordAudit(tx, actor, {
      action: 'comment.delete',
      subject: { type: 'comment', id },
      userId: comment.authorId,
      before: { text: comment.text },
    });
  });
}

/**
 * Marks a review helpful for the actor, once (again changes nothing), or takes the mark back;
 * `helpful_count` follows in the same transaction. Not one's own review (403 FORBIDDEN), not a
 * deleted one (403 REVIEW_DELETED_BY_SUPPORT).
 */
export async function markHelpful(
  db: Db,
  actor: Actor,
  id: number,
  helpful: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { review, record } = await findReview(tx, id, now);
    reviewPolicy.authorize(actor, 'helpful', {
      authorId: review.authorId,
      ownerUserId: record.ownerUserId,
      deleted: review.deletedAt !== null,
    });
    if (review.deletedAt) throw new AppError('REVIEW_DELETED_BY_SUPPORT');
    const changed = helpful
      ? await tx
          .insert(reviewVotes)
          .values({ reviewId: id, userId: actor.id })
          .onConflictDoNothing()
          .returning({ id: reviewVotes.reviewId })
      : await tx
          .delete(reviewVotes)
          .where(and(eq(reviewVotes.reviewId, id), eq(reviewVotes.userId, actor.id)))
          .returning({ id: reviewVotes.reviewId });
    if (changed.length > 0) {
      await tx
        .update(reviews)
        .set({
          helpfulCount: helpful
            ? sql`${reviews.helpfulCount} + 1`
            : sql`greatest(${reviews.helpfulCount} - 1, 0)`,
        })
        .where(eq(reviews.id, id));
    }
  });
}
