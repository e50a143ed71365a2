import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_SUBJECTS,
  type NotificationChannel,
} from '@bilim/contract/notifications';
import { accounts } from '../accounts/accounts.schema';
import { users } from '../users/users.schema';

/**
 * What the site tells a user (spec §2: title, created_at, subject, obj_id, check_dt), written by
 * the notifications handler from a domain event. Stored as a kind with parameters so every
 * language can word it; `channels` are the user's choices when it was written, `emailed_at` and
 * `pushed_at` mark deliveries done, so a handler run twice delivers once.
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
    /** What the notification is about (`tariff`, `balance`, `card`, `event`), and that thing's id. */
    subject: text('subject', { enum: NOTIFICATION_SUBJECTS }).notNull(),
    objId: integer('obj_id'),
    /** The outbox event it was written for (none for notices older than the outbox). */
    eventId: bigint('event_id', { mode: 'number' }),
    channels: text('channels')
      .array()
      .$type<NotificationChannel[]>()
      .notNull()
      .default(sql`'{in_app}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user saw it; null while unread. */
    checkDt: timestamp('check_dt', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_id_idx').on(table.userId, table.id),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.checkDt} is null`),
    uniqueIndex('notifications_event_user_kind_unique').on(table.eventId, table.userId, table.kind),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** A user's choice of channels for one kind; a kind without a row follows the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** Browsers that receive a user's push messages (Web Push, VAPID). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
