import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REVIEW_SUBJECTS } from '@bilim/contract/trust';
import { users } from '../users/users.schema';

/**
 * Reviews (the spec's "scores") of any reviewable record, one table for every kind: a subject
 * type and id (cards, events), not a table per kind. One per author and subject. The subject's
 * `rating` and `reviews_count`, and its owner's, are kept from these rows in the transaction
 * that writes them (`ratings.ts`). Support deletes softly: `deleted_at` and `deleted_by`.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subjectType: text('subject_type', { enum: REVIEW_SUBJECTS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    text: text('text').notNull(),
    /** How many users marked it helpful (`review_votes`), kept with them. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('reviews_subject_type_valid', sql`${table.subjectType} in ('card', 'event')`),
    check('reviews_score_range', sql`${table.score} between 1 and 5`),
    uniqueIndex('reviews_author_subject_unique').on(
      table.authorId,
      table.subjectType,
      table.subjectId,
    ),
    // A record's reviews, newest first, and its rating (counted over its live reviews).
    index('reviews_subject_idx').on(table.subjectType, table.subjectId, table.createdAt.desc()),
  ],
);

/** Comments answering a review: the owner's replies and the reviewer's follow-ups. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('review_comments_review_idx').on(table.reviewId, table.id)],
);

/** Who marked which review helpful (once each); `reviews.helpful_count` counts them. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewCommentRow = typeof reviewComments.$inferSelect;
