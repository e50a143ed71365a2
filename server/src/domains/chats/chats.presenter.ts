import type {
  Chat,
  ChatBlockEvent,
  ChatMessage,
  ChatParty,
  MessageStatus,
} from '@bilim/contract/chats';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import type { ChatSide } from '../../events/domain-events';
import type { Actor } from '../../lib/policy';
import type { Storage } from '../../storage/storage';
import { accounts } from '../accounts/accounts.schema';
import { cards, events } from '../listings/listings.schema';
import { users } from '../users/users.schema';
import { messageSide, otherSideOf, SIDE_COLUMNS, type ChatRecord } from './chats.commands';
import { chatPolicies, chatSideOf } from './chats.policy';
import { chatMessages, type ChatMessageRow } from './chats.schema';

/** How the support team is named to users (the app words it by `kind`; the brand reads in every language). */
export const SUPPORT_NAME = 'Bilim';

/** What presenting a message needs of its chat: its kind, who started it, and each side's marks. */
export type MessageChat = Pick<
  ChatRecord,
  'kind' | 'userId' | 'userDeliveredUpTo' | 'userReadUpTo' | 'otherDeliveredUpTo' | 'otherReadUpTo'
>;

/** Marks of a chat where neither side has received anything yet. */
export const NO_MARKS = {
  userDeliveredUpTo: 0,
  userReadUpTo: 0,
  otherDeliveredUpTo: 0,
  otherReadUpTo: 0,
} as const;

/**
 * How far the other side got with a message of the reader's side: read, delivered (their app
 * received it) or only sent. Null for the other side's messages: marks are the sender's to see.
 */
function statusOf(
  chat: MessageChat,
  message: Pick<ChatMessageRow, 'id' | 'senderId'>,
  readerSide: ChatSide,
): MessageStatus | null {
  if (messageSide(chat, message) !== readerSide) return null;
  const other = SIDE_COLUMNS[otherSideOf(readerSide)];
  if (message.id <= chat[other.read]) return 'read';
  if (message.id <= chat[other.delivered]) return 'delivered';
  return 'sent';
}

/**
 * A message as the reader on `readerSide` sees it: the text exactly as written (the app shows it
 * as text, never HTML), the photo's renditions, whether support wrote it, and, on the reader's own
 * messages, how far the other side got.
 */
export function presentMessage(
  chat: MessageChat,
  message: Omit<ChatMessageRow, 'photoBytes'>,
  readerSide: ChatSide,
  storage: Storage,
): ChatMessage {
  return {
    id: message.id,
    chat_id: message.chatId,
    sender_id: message.senderId,
    from_support: chat.kind === 'support' && messageSide(chat, message) === 'other',
    msg: message.text,
    photo:
      message.photoKey && message.photoWidth && message.photoHeight
        ? {
            width: message.photoWidth,
            height: message.photoHeight,
            urls: {
              thumb: storage.publicUrl(`${message.photoKey}/thumb.webp`),
              card: storage.publicUrl(`${message.photoKey}/card.webp`),
              full: storage.publicUrl(`${message.photoKey}/full.webp`),
            },
          }
        : null,
    created_at: message.createdAt.toISOString(),
    status: statusOf(chat, message, readerSide),
  };
}

/** The block from either side and what the reader may do now, as the reader sees them. */
function blockAsSeenBy(reader: Actor, chat: ChatRecord) {
  return {
    blocked_by_me: chat.blockedBy !== null && chat.blockedBy === reader.id,
    blocked_by_other: chat.blockedBy !== null && chat.blockedBy !== reader.id,
    policies: chatPolicies(reader, chat),
  };
}

/**
 * `chat.block` to one party of a direct chat (the user who started it, or the provider account's
 * owner): the block and their policies, as `GET /chats/{id}` answers them. A direct chat's
 * policies look at who the reader is, never at their roles.
 */
export function presentBlock(chat: ChatRecord, partyId: number): ChatBlockEvent {
  return { chat_id: chat.id, ...blockAsSeenBy({ id: partyId, roles: [] }, chat) };
}

/** Rows by id of one table, for a page of chats at once. */
async function byId<T extends { id: number }>(
  ids: Array<number | null>,
  load: (ids: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map((await load(wanted)).map((row) => [row.id, row]));
}

export type PresentedChat = Chat & { assigned_to: { id: number; name: string } | null };

/**
 * Chats as `reader` sees them: the other party (the provider account's name to the family, the
 * family's name to the provider, the support team to the user, the user to staff), the subject,
 * the last message, the reader's unread count, the block from either side, what the reader may
 * do, and who in support handles it (support chats).
 */
export async function presentChats(
  db: Executor,
  reader: Actor,
  records: readonly ChatRecord[],
): Promise<PresentedChat[]> {
  const [people, accountTitles, cardTitles, eventTitles, lastMessages] = await Promise.all([
    byId(
      records.flatMap((chat) => [chat.userId, chat.assignedTo]),
      (ids) =>
        db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
    ),
    byId(
      records.map((chat) => chat.accountId),
      (ids) =>
        db
          .select({ id: accounts.id, title: accounts.title })
          .from(accounts)
          .where(inArray(accounts.id, ids)),
    ),
    byId(
      records.map((chat) => (chat.subjectType === 'card' ? chat.subjectId : null)),
      (ids) =>
        db.select({ id: cards.id, title: cards.title }).from(cards).where(inArray(cards.id, ids)),
    ),
    byId(
      records.map((chat) => (chat.subjectType === 'event' ? chat.subjectId : null)),
      (ids) =>
        db
          .select({ id: events.id, title: events.title })
          .from(events)
          .where(inArray(events.id, ids)),
    ),
    byId(
      records.map((chat) => chat.lastMessageId),
      (ids) => db.select().from(chatMessages).where(inArray(chatMessages.id, ids)),
    ),
  ]);

  return records.map((chat) => {
    const side = chatSideOf(reader, chat) ?? 'other';
    const other: ChatParty =
      side === 'other'
        ? {
            kind: 'user',
            user_id: chat.userId,
            name: people.get(chat.userId)?.name ?? '',
            avatar: null,
          }
        : chat.kind === 'support'
          ? { kind: 'support', user_id: null, name: SUPPORT_NAME, avatar: null }
          : {
              kind: 'provider',
              user_id: chat.providerUserId,
              name: accountTitles.get(chat.accountId ?? 0)?.title ?? '',
              avatar: null,
            };
    const subjectTitle =
      chat.subjectType === 'card'
        ? cardTitles.get(chat.subjectId ?? 0)?.title
        : chat.subjectType === 'event'
          ? eventTitles.get(chat.subjectId ?? 0)?.title
          : undefined;
    const last = chat.lastMessageId ? lastMessages.get(chat.lastMessageId) : undefined;
    const assignee = chat.assignedTo ? people.get(chat.assignedTo) : undefined;
    return {
      id: chat.id,
      kind: chat.kind,
      other,
      // A record deleted since leaves the chat about nothing in particular.
      subject:
        chat.subjectType && chat.subjectId && subjectTitle !== undefined
          ? { type: chat.subjectType, id: chat.subjectId, title: subjectTitle }
          : null,
      last_message: last
        ? {
            id: last.id,
            msg: last.text,
            has_photo: last.photoKey !== null,
            mine: messageSide(chat, last) === side,
            created_at: last.createdAt.toISOString(),
          }
        : null,
      unread: chat[SIDE_COLUMNS[side].unread],
      ...blockAsSeenBy(reader, chat),
      closed: chat.closedAt !== null,
      updated_at: chat.lastMessageAt.toISOString(),
      assigned_to: assignee ? { id: assignee.id, name: assignee.name } : null,
    };
  });
}
