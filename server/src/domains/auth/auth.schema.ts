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

export type SessionRow = typeof sessions.$inferSelect;
