import { can, definePolicy, type Actor } from '../../lib/policy';

/** A reviewable record as the policy sees it: whose it is. */
export interface ReviewedRecord {
  ownerUserId: number;
}

/** A review as the policy sees it: who wrote it, about whose record, and whether support deleted it. */
export interface ReviewSubject {
  authorId: number;
  ownerUserId: number;
  deleted: boolean;
}

/** A comment as the policy sees it. */
export interface CommentSubject {
  authorId: number;
  deleted: boolean;
}

const isOwner = (actor: Actor, record: { ownerUserId: number }) => actor.id === record.ownerUserId;
const isAuthor = (actor: Actor, subject: { authorId: number }) => actor.id === subject.authorId;
const moderates = (actor: Actor) => can(actor, 'moderate:review');

/**
 * Writing reviews: any signed-in user but the record's owner (any member of its account; an
 * account has one user). Restrictions and the record's state are checked by the commands, which
 * answer their own errors ("Action temporarily forbidden for user", "Review cannot be edited").
 */
export const reviewedRecordPolicy = definePolicy<ReviewedRecord, 'review'>({
  review: (actor, record) => !isOwner(actor, record),
});

/**
 * A review: its author edits it; its author and the record's owner comment on it (the owner's
 * reply, the reviewer's follow-up); anyone else signed in may mark it helpful; support deletes it.
 * The `update` and `comment` rules say who, the commands say when (not after support deleted it).
 */
export const reviewPolicy = definePolicy<
  ReviewSubject,
  'update' | 'comment' | 'helpful' | 'delete' | 'manage'
>({
  update: isAuthor,
  comment: (actor, review) => isAuthor(actor, review) || isOwner(actor, review),
  helpful: (actor, review) => !isAuthor(actor, review),
  delete: (actor) => moderates(actor),
  /** Admins correct anyone's review and restore one support deleted. */
  manage: (actor) => can(actor, 'manage:review'),
});

/** A comment: its author edits it, support deletes it, admins correct and restore it. */
export const commentPolicy = definePolicy<CommentSubject, 'update' | 'delete' | 'manage'>({
  update: isAuthor,
  delete: (actor) => moderates(actor),
  manage: (actor) => can(actor, 'manage:review'),
});

/** What the viewer may do with a review now (the answer's `policies`). */
export function reviewPolicies(actor: Actor | null, review: ReviewSubject) {
  const live = !review.deleted;
  return {
    update: live && reviewPolicy.can(actor, 'update', review),
    comment: live && reviewPolicy.can(actor, 'comment', review),
    helpful: live && reviewPolicy.can(actor, 'helpful', review),
    delete: live && reviewPolicy.can(actor, 'delete', review),
  };
}

export function commentPolicies(actor: Actor | null, comment: CommentSubject) {
  const live = !comment.deleted;
  return {
    update: live && commentPolicy.can(actor, 'update', comment),
    delete: live && commentPolicy.can(actor, 'delete', comment),
  };
}
