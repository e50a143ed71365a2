import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@bilim/contract/money';
import { accounts } from '../accounts/accounts.schema';
import { users } from '../users/users.schema';

/**
 * What the site tells a user (spec §2: title, created_at, subject, obj_id, check_dt). Stored as
 * a kind with parameters so every language can word it; `dedupe_key` keeps a reminder or a
 * renewal notice from being written twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** What the notification is about (`tariff`, `balance`, `event`), and that thing's id. */
    subject: text('subject').notNull(),
    objId: integer('obj_id'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user saw it; null while unread. */
    checkDt: timestamp('check_dt', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_dedupe_key_unique').on(table.dedupeKey),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
