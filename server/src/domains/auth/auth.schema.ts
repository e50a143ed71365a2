import { ROLES } from '@bilim/contract/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/** Signed-in sessions: the bearer token is kept only as its sha256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser or app that signed in (its User-Agent, shortened), for the sessions list. */
    userAgent: text('user_agent'),
    /** The address it signed in from (and was last seen from), for the sessions list. */
    ip: text('ip'),
    /** Switch-to-role: the one role held that the session acts as; null: all of them. */
    actingRole: text('acting_role', { enum: ROLES }),
    /**
     * Impersonation: the staff member signed in as this session's user, and the staff session it
     * was started from (the session lives only while that one does).
     */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    impersonatorSessionId: integer('impersonator_session_id').references(
      (): AnyPgColumn => sessions.id,
      { onDelete: 'cascade' },
    ),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    check(
      'sessions_acting_role_valid',
      sql.raw(`acting_role in (${ROLES.map((role) => `'${role}'`).join(', ')})`),
    ),
    check(
      'sessions_impersonation_whole',
      sql`(${table.impersonatorId} is null) = (${table.impersonatorSessionId} is null)`,
    ),
  ],
);

/** Single-use password restore links. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash),
    index('password_resets_user_id_idx').on(table.userId),
  ],
);

/**
 * A user's accounts at social sign-in providers (OpenID Connect): the provider's subject signs
 * the user in. Linked only by the user (signed in), or on opening an account through it; never
 * by an e-mail match alone.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** google, yandex, mailru, apple. */
    provider: text('provider').notNull(),
    /** The provider's `sub` claim. */
    subject: text('subject').notNull(),
    /** The e-mail the provider vouched for when linked (shown in the profile). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_unique').on(table.provider, table.subject),
    uniqueIndex('user_identities_user_provider_unique').on(table.userId, table.provider),
  ],
);

/**
 * Social sign-ins under way: the state sent to the provider (its hash), the PKCE verifier and
 * the nonce kept here, where to return, and for a link the user asking. Used once; then, on
 * success, the one-time code the web app exchanges for a session (its hash).
 */
export const socialLogins = pgTable(
  'social_logins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    stateHash: text('state_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** A path of the site to return to after signing in. */
    returnTo: text('return_to').notNull().default('/'),
    linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Whom the completion code signs in (set when the provider answered). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    completionHash: text('completion_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_logins_state_hash_unique').on(table.stateHash),
    uniqueIndex('social_logins_completion_hash_unique').on(table.completionHash),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
