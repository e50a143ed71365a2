import { CHAT_KINDS } from '@bilim/contract/chats';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.schema';
import { users } from '../users/users.schema';

/**
 * Conversations. A `direct` one is between the user who started it (`user_id`) and a provider
 * account (`account_id`), about a card or an event (`subject_type` + `subject_id`) or the provider
 * as a whole (both null); a `support` one is between a user and the support team. Each side keeps
 * how far it has received (`*_delivered_up_to`) and read (`*_read_up_to`) as message ids, and its
 * unread count, changed in the transaction that sends or reads (spec §4: the counter is the sum).
 * `user_*` is the starter's side, `other_*` the provider's (or support's).
 */
export const chats = pgTable(
  'chats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: CHAT_KINDS }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type', { enum: ['card', 'event'] }),
    subjectId: integer('subject_id'),
    userDeliveredUpTo: bigint('user_delivered_up_to', { mode: 'number' }).notNull().default(0),
    userReadUpTo: bigint('user_read_up_to', { mode: 'number' }).notNull().default(0),
    userUnread: integer('user_unread').notNull().default(0),
    otherDeliveredUpTo: bigint('other_delivered_up_to', { mode: 'number' }).notNull().default(0),
    otherReadUpTo: bigint('other_read_up_to', { mode: 'number' }).notNull().default(0),
    otherUnread: integer('other_unread').notNull().default(0),
    /** Who blocked it (either party of a direct chat); nobody can write while set. */
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Support chats: the staff member handling it, and when support closed it. */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    /** A chat is created with its first message: the lists' order. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('chats_kind_valid', sql`${table.kind} in ('direct', 'support')`),
    check(
      'chats_kind_shape',
      sql`(${table.kind} = 'direct') = (${table.accountId} is not null)
        and (${table.kind} = 'direct' or (${table.subjectType} is null and ${table.blockedBy} is null))
        and (${table.kind} = 'support' or (${table.assignedTo} is null and ${table.closedAt} is null))`,
    ),
    check(
      'chats_subject_whole',
      sql`(${table.subjectType} is null) = (${table.subjectId} is null)
        and (${table.subjectType} is null or ${table.subjectType} in ('card', 'event'))`,
    ),
    check('chats_unread_not_negative', sql`${table.userUnread} >= 0 and ${table.otherUnread} >= 0`),
    // One direct chat per (user, account, subject) and one support chat per user (a closed one
    // opens again when the user writes): `POST /api/chats` twice finds the same one.
    uniqueIndex('chats_one_per_party_unique').on(
      table.kind,
      table.userId,
      sql`coalesce(${table.accountId}, 0)`,
      sql`coalesce(${table.subjectType}, '')`,
      sql`coalesce(${table.subjectId}, 0)`,
    ),
    // "My chats, most recent first", for the starter and for the provider's accounts.
    index('chats_user_recent_idx').on(table.userId, table.lastMessageAt.desc(), table.id.desc()),
    index('chats_account_recent_idx')
      .on(table.accountId, table.lastMessageAt.desc(), table.id.desc())
      .where(sql`${table.accountId} is not null`),
    // The support queue.
    index('chats_support_queue_idx')
      .on(table.lastMessageAt.desc(), table.id.desc())
      .where(sql`${table.kind} = 'support'`),
  ],
);

export type ChatRow = typeof chats.$inferSelect;

/**
 * Messages: plain text as written (never HTML), with an optional photo (its WebP renditions
 * under `photo_key` in the storage). Ids grow with time: pages go backwards by id (`before`).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    photoKey: text('photo_key'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    photoBytes: integer('photo_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_chat_idx').on(table.chatId, table.id.desc()),
    // A new user's recent messages (the anti-spam limit counts them).
    index('chat_messages_sender_idx').on(table.senderId, table.createdAt),
    check(
      'chat_messages_photo_whole',
      sql`(${table.photoKey} is null) = (${table.photoWidth} is null)
        and (${table.photoKey} is null) = (${table.photoHeight} is null)`,
    ),
    check(
      'chat_messages_not_empty',
      sql`length(${table.text}) > 0 or ${table.photoKey} is not null`,
    ),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
