import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * Requested e-mail changes (issue 16): the new address takes effect only when the link sent to
 * it is followed (a stolen session token alone cannot move the account to another address).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-case, as users.email. */
    newEmail: text('new_email').notNull(),
    /** sha-256 of the link's token (the token itself is only in the letter). */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_changes_token_hash_unique').on(table.tokenHash),
    index('email_changes_user_id_idx').on(table.userId),
  ],
);
