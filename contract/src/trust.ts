import { z } from 'zod';
import { idField, pageMetaSchema, pageQuery } from './api';
import { requiredText } from './auth';
import { FIELD_MESSAGES } from './errors';

/**
 * Trust (issue 12, spec §3 Review/Comment/Complaint/Restriction, §4, §7): reviews with a score,
 * comments answering them, complaints about anything users write or publish, and the
 * restrictions support puts on users.
 */

// ---- Reviews and comments ----

export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;
/** A review's text needs at least this many characters (DECISIONS: "some forms need 20"). */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 5000;
export const COMMENT_TEXT_MAX = 5000;
/** What a review or comment deleted by support shows in place of its text (spec §8). */
export const DELETED_BY_SUPPORT_TEXT = 'Review was deleted by support';

/** What can be reviewed: cards, and events once they have started. */
export const REVIEW_SUBJECTS = ['card', 'event'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];

/** The orders of a record's reviews: newest first, or most helpful first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export const REVIEW_REFUSALS = ['own', 'not_started', 'restricted'] as const;
export type ReviewRefusal = (typeof REVIEW_REFUSALS)[number];
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEWS_PER_PAGE = 10;

const scoreField = z
  .number({ error: FIELD_MESSAGES.FILL_VALUE })
  .int(FIELD_MESSAGES.NOT_A_NUMBER)
  .min(REVIEW_SCORE_MIN, FIELD_MESSAGES.SCORE_REQUIRED)
  .max(REVIEW_SCORE_MAX, FIELD_MESSAGES.OUT_OF_RANGE);

/** POST /api/cards/{id}/review (and /api/events/{id}/review): a second call edits the first. */
export const reviewBody = z.object({
  score: scoreField,
  review: requiredText(REVIEW_TEXT_MAX).pipe(
    z.string().min(REVIEW_TEXT_MIN, FIELD_MESSAGES.TOO_SHORT_20),
  ),
});
export type ReviewBody = z.input<typeof reviewBody>;

/** POST /api/comments: a comment answering a review (`score_id`, the spec's name for it). */
export const commentBody = z.object({
  score_id: idField(FIELD_MESSAGES.FILL_VALUE),
  comment: requiredText(COMMENT_TEXT_MAX),
});
export type CommentBody = z.input<typeof commentBody>;

/** POST /api/comments/{id} with `_method=PUT`: the author edits the text. */
export const commentUpdateBody = z.object({ comment: requiredText(COMMENT_TEXT_MAX) });

export const reviewsQuery = z.object({
  ...pageQuery(REVIEWS_PER_PAGE),
  sort: z.enum(REVIEW_SORTS).default('newest'),
});

const isoDateTime = z.string();

/** Who wrote a review or a comment, as the public sees them. */
export const authorSchema = z.object({ id: z.number().int(), name: z.string() });

export const commentSchema = z.object({
  id: z.number().int(),
  score_id: z.number().int(),
  author: authorSchema,
  /** Written by the reviewed record's owner: the owner's reply. */
  by_owner: z.boolean(),
  /** The text, or "Review was deleted by support" once support deleted it. */
  comment: z.string(),
  deleted_by_support: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  policies: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type Comment = z.infer<typeof commentSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  subject_type: z.enum(REVIEW_SUBJECTS),
  subject_id: z.number().int(),
  author: authorSchema,
  score: z.number().int(),
  /** The text, or "Review was deleted by support" once support deleted it. */
  review: z.string(),
  deleted_by_support: z.boolean(),
  helpful_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The owner's replies and the reviewer's follow-ups, oldest first. */
  comments: z.array(commentSchema),
  /** What the viewer may do: edit it (its author), comment on it, mark it helpful, delete it (support). */
  policies: z.object({
    update: z.boolean(),
    comment: z.boolean(),
    helpful: z.boolean(),
    delete: z.boolean(),
  }),
  /** Whether the viewer marked it helpful. */
  helpful: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** How many reviews gave each score, "1" to "5". */
export const ratingBreakdownSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});

/** GET /api/cards/{id}/reviews: a page of reviews, the record's rating and its breakdown. */
export const reviewsAnswer = z.object({
  data: z.array(reviewSchema),
  meta: pageMetaSchema.extend({
    rating: z.number(),
    reviews_count: z.number().int(),
    breakdown: ratingBreakdownSchema,
    /** The viewer's own review of the record, if they wrote one (a second POST edits it). */
    own_review_id: z.number().int().nullable(),
    /** Whether the viewer may write a review now (not the owner, not restricted, started). */
    can_review: z.boolean(),
    /**
     * Why a signed-in viewer may not, to say so: the record is theirs, the event has not started,
     * support restricted their reviews; null when they may (and for visitors).
     */
    cannot_review: z.enum(REVIEW_REFUSALS).nullable(),
  }),
});
export type ReviewsAnswer = z.infer<typeof reviewsAnswer>;

export const reviewAnswer = z.object({ data: reviewSchema });
export const commentAnswer = z.object({ data: commentSchema });

// ---- Restrictions ----

export const RESTRICTION_TYPES = ['chat', 'publish', 'review', 'login'] as const;
export type RestrictionType = (typeof RESTRICTION_TYPES)[number];

/**
 * POST /api/support/users/{id}/restrictions. `until`: a moment, or a Kazakhstan day (YYYY-MM-DD:
 * through that day, as the staff forms send it); absent or null: until removed.
 */
export const restrictionBody = z.object({
  type: z.enum(RESTRICTION_TYPES, { error: FIELD_MESSAGES.INVALID_CHOICE }),
  until: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: FIELD_MESSAGES.INVALID_VALUE,
    })
    .nullish(),
  reason: requiredText(1000),
});

export const restrictionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  type: z.enum(RESTRICTION_TYPES),
  reason: z.string(),
  /** When it ends by itself; null: until support removes it. */
  until: isoDateTime.nullable(),
  created_at: isoDateTime,
  /** Who set it (null when the user was deleted). */
  created_by: z.number().int().nullable(),
  removed_at: isoDateTime.nullable(),
  removed_by: z.number().int().nullable(),
  /** In force now: neither removed nor ended. */
  active: z.boolean(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

export const restrictionAnswer = z.object({ data: restrictionSchema });
export const restrictionsAnswer = z.object({
  data: z.array(restrictionSchema),
  meta: pageMetaSchema,
});

export const restrictionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  restrictionId: z.coerce.number().int().positive().max(2_147_483_647),
});

// ---- Complaints ----

/** What can be complained about (spec §1: a card, a user, an event, a rating, a comment). */
export const COMPLAINT_TARGETS = ['card', 'user', 'event', 'review', 'comment'] as const;
export type ComplaintTarget = (typeof COMPLAINT_TARGETS)[number];

/** Spec §1: violence, illegal goods or services, pornographic material, fraud or spam. */
export const COMPLAINT_CATEGORIES = ['violence', 'illegal', 'pornography', 'fraud_spam'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_NOTE_MAX = 2000;
export const COMPLAINT_STATUSES = ['open', 'closed'] as const;

/** POST /api/complaints. */
export const complaintBody = z.object({
  target_type: z.enum(COMPLAINT_TARGETS, { error: FIELD_MESSAGES.INVALID_CHOICE }),
  target_id: idField(FIELD_MESSAGES.FILL_VALUE),
  category: z.enum(COMPLAINT_CATEGORIES, { error: FIELD_MESSAGES.INVALID_CHOICE }),
  note: requiredText(COMPLAINT_NOTE_MAX),
});
export type ComplaintBody = z.input<typeof complaintBody>;

export const complaintsQuery = z.object({
  ...pageQuery(20),
  status: z.enum(COMPLAINT_STATUSES).optional(),
  target_type: z.enum(COMPLAINT_TARGETS).optional(),
});

export const complaintSchema = z.object({
  id: z.number().int(),
  target_type: z.enum(COMPLAINT_TARGETS),
  target_id: z.number().int(),
  category: z.enum(COMPLAINT_CATEGORIES),
  note: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  /** Who complained (support's list names them; the complainer sees themselves). */
  complainer: authorSchema,
  resolution: z.string().nullable(),
  closed_at: isoDateTime.nullable(),
  /** The staff member who closed it. */
  closed_by: authorSchema.nullable(),
  created_at: isoDateTime,
});
export type Complaint = z.infer<typeof complaintSchema>;

/**
 * POST /api/complaints: the report, and whether it is the user's open one about the same target
 * answered again (`existing`: nothing new was filed; the status says so too, 200 not 201).
 */
export const complaintAnswer = z.object({
  data: complaintSchema,
  meta: z.object({ existing: z.boolean() }),
});
export const complaintsAnswer = z.object({ data: z.array(complaintSchema), meta: pageMetaSchema });
