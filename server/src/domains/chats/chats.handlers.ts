import type { RealtimeEventName, RealtimeEvents } from '@bilim/contract/realtime';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { ChatSide } from '../../events/domain-events';
import { onEvent, type EventHandler } from '../../events/handlers';
import { recordNotifications } from '../notifications/notifications.commands';
import { users } from '../users/users.schema';
import {
  findMessage,
  loadChats,
  messageSide,
  SIDE_COLUMNS,
  type ChatRecord,
} from './chats.commands';
import {
  NO_MARKS,
  presentBlock,
  presentMessage,
  SUPPORT_NAME,
  type MessageChat,
} from './chats.presenter';
import { chats, type ChatMessageRow } from './chats.schema';

/** How many characters of a message a reminder quotes. */
const PREVIEW_LENGTH = 120;

/**
 * Sends a realtime event to every page of one side of a chat: the starter's (`user`), the
 * provider account's owner, or the support team's room (support chats: whoever on the team has
 * the queue open sees it, the assignee among them).
 */
export function pushToSide<E extends RealtimeEventName>(
  ctx: Pick<AppContext, 'realtime'>,
  chat: Pick<ChatRecord, 'kind' | 'userId' | 'providerUserId'>,
  side: ChatSide,
  event: E,
  payload: RealtimeEvents[E],
): void {
  if (side === 'user') return ctx.realtime.toUser(chat.userId, event, payload);
  if (chat.kind === 'support') return ctx.realtime.toSupport(event, payload);
  if (chat.providerUserId !== null) ctx.realtime.toUser(chat.providerUserId, event, payload);
}

/** Who on a side receives reminders: the starter, the provider, or the support chat's assignee. */
function recipientOf(chat: ChatRecord, side: ChatSide): number | null {
  if (side === 'user') return chat.userId;
  return chat.kind === 'support' ? chat.assignedTo : chat.providerUserId;
}

/** A message's first words for a reminder, on one line; a photo alone shows as a camera. */
function previewOf(text: string, hasPhoto: boolean): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length === 0) return hasPhoto ? '📷' : '';
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

/**
 * What a chat's events set off after their commit. Pushes go through the outbox, not from the
 * request, so a message committed is pushed even if its process dies after the commit, and the
 * other instances' sockets get it through the gateway's adapter. A message's push carries the
 * message (it never changes) and reads nothing; the read marks' and the block's pushes and the
 * reminder read the chat as it is when they run, so a retry pushes the current marks or block
 * (pushes are idempotent for the app: it keys messages by id, and sets the block it is told) and
 * a reminder checks the message is still unread.
 */
export const chatHandlers: EventHandler[] = [
  onEvent('chat.message_sent', 'chats.push-message', async (event, ctx) => {
    const sent = event.payload;
    // A message just sent: no read or delivery mark covers it yet, so the sender sees it "sent".
    const chat: MessageChat = {
      kind: sent.chat_kind,
      userId: sent.user_id,
      ...NO_MARKS,
    };
    const message: Omit<ChatMessageRow, 'photoBytes'> = {
      id: sent.message_id,
      chatId: sent.chat_id,
      senderId: sent.sender_id,
      text: sent.text,
      photoKey: sent.photo?.key ?? null,
      photoWidth: sent.photo?.width ?? null,
      photoHeight: sent.photo?.height ?? null,
      createdAt: new Date(sent.created_at),
    };
    const parties = {
      kind: sent.chat_kind,
      userId: sent.user_id,
      providerUserId: sent.provider_user_id,
    };
    // Each side gets the message as it reads it (status on its own messages only); the sender's
    // side includes the sender's other tabs.
    for (const side of ['user', 'other'] as const) {
      pushToSide(ctx, parties, side, 'chat.message', {
        chat_id: sent.chat_id,
        message: presentMessage(chat, message, side, ctx.storage),
      });
    }
  }),

  onEvent('chat.marked', 'chats.push-read', async (event, ctx) => {
    const [chat] = await loadChats(ctx.db, eq(chats.id, event.payload.chat_id));
    if (!chat) return;
    const reader = SIDE_COLUMNS[event.payload.reader_side];
    // The marks as they are now: a later mark may have passed the event's own.
    pushToSide(ctx, chat, event.payload.reader_side === 'user' ? 'other' : 'user', 'chat.read', {
      chat_id: chat.id,
      delivered_up_to: chat[reader.delivered],
      read_up_to: chat[reader.read],
    });
  }),

  onEvent('chat.block_changed', 'chats.push-block', async (event, ctx) => {
    const [chat] = await loadChats(ctx.db, eq(chats.id, event.payload.chat_id));
    if (!chat || chat.kind !== 'direct') return;
    // The block as it is now: a later change may have passed the event's own, and a retry
    // pushes the same state again (the app sets it, whatever it held).
    for (const [side, partyId] of [
      ['user', chat.userId],
      ['other', chat.providerUserId],
    ] as const) {
      if (partyId !== null) pushToSide(ctx, chat, side, 'chat.block', presentBlock(chat, partyId));
    }
  }),

  onEvent('chat.unread_reminder_due', 'chats.unread-reminder', async (event, ctx) => {
    const { chat_id: chatId, message_id: messageId, recipient_side: side } = event.payload;
    const found = await findMessage(ctx.db, chatId, messageId);
    if (!found) return;
    const { chat, message } = found;
    // Read meanwhile: nothing to remind of (the next unread stretch schedules its own reminder).
    if (chat[SIDE_COLUMNS[side].read] >= message.id) return;
    // Blocked since: whoever blocked wants no more of it, and the other can no longer answer.
    if (chat.blockedBy !== null) return;
    const recipient = recipientOf(chat, side);
    if (recipient === null) return;
    const fromSupport = chat.kind === 'support' && messageSide(chat, message) === 'other';
    const [sender] = await ctx.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, message.senderId));
    // Unique per (event, user, kind): a second run writes nothing.
    await recordNotifications(ctx.db, event, [
      {
        userId: recipient,
        accountId: side === 'other' ? chat.accountId : null,
        kind: 'chat_unread',
        subject: 'chat',
        objId: chat.id,
        params: {
          chat_id: chat.id,
          author_name: fromSupport ? SUPPORT_NAME : (sender?.name ?? ''),
          preview: previewOf(message.text, message.photoKey !== null),
        },
      },
    ]);
  }),
];
