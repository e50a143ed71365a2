import { DEFAULT_LANGUAGE, LANGUAGES } from '@bilim/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    gender: text('gender', { enum: ['male', 'female'] }),
    age: integer('age'),
    showAge: boolean('show_age').notNull().default(false),
    showContacts: boolean('show_contacts').notNull().default(true),
    /** The average score of the live reviews of the user's cards and events (`reviews/ratings.ts`). */
    rating: real('rating').notNull().default(0),
    /** How many live reviews `rating` averages. */
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** The interface language of the last sign-in: letters and push messages are worded in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** false for an account opened through a social sign-in: it has no password until a restore. */
    hasPassword: boolean('has_password').notNull().default(true),
    /**
     * When the user followed a link sent to `email` (or it was proven otherwise: a provider's
     * verified e-mail, staff's word); null until then: they may browse and draft, not publish or pay.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Wrong passwords in a row for this account (any address); a right one resets it. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    /** Until when signing in with the password is refused after too many wrong ones (restore unlocks). */
    signInLockedUntil: timestamp('sign_in_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_gender_valid', sql`${table.gender} in ('male', 'female')`),
    check('users_age_range', sql`${table.age} between 1 and 120`),
    check('users_language_valid', sql`${table.language} in ('en', 'ru', 'kz')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
