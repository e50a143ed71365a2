import { isBlankMessage, type StartChatBody } from '@bilim/contract/chats';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  min,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedSql, preparedStatement, type Db, type Executor } from '../../db/db';
import type { ChatSide } from '../../events/domain-events';
import { announceAtCommit, emit, emitFrom } from '../../events/emit';
import { AppError, forbidden, notFound, tooManyRequests, validationFailed } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { accounts } from '../accounts/accounts.schema';
import { findPublicCard, findPublicEvent } from '../catalog/catalog.commands';
import { publicListingCondition } from '../catalog/catalog.filters';
import { cards, events } from '../listings/listings.schema';
import { processPhoto, savePhotoFiles } from '../photos/photo-processor';
import {
  assertNotRestricted,
  momentSql,
  restrictionInForce,
  type Moment,
} from '../restrictions/restrictions.conditions';
import { users } from '../users/users.schema';
import { chatPolicy, chatSideOf } from './chats.policy';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { chatMessages, chats, type ChatMessageRow, type ChatRow } from './chats.schema';

/** A chat with the owner of its provider account (null for support chats), as policies need it. */
export type ChatRecord = ChatRow & { providerUserId: number | null };

/** The columns of each side's marks, by side. */
export const SIDE_COLUMNS = {
  user: { delivered: 'userDeliveredUpTo', read: 'userReadUpTo', unread: 'userUnread' },
  other: { delivered: 'otherDeliveredUpTo', read: 'otherReadUpTo', unread: 'otherUnread' },
} as const;

export const otherSideOf = (side: ChatSide): ChatSide => (side === 'user' ? 'other' : 'user');

/** The side a message was written on: the starter's, or the provider's / support's. */
export const messageSide = (
  chat: Pick<ChatRow, 'userId'>,
  message: Pick<ChatMessageRow, 'senderId'>,
) => (message.senderId === chat.userId ? 'user' : 'other');

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const chatRecordColumns = {
  chat: chats,
  providerUserId: accounts.userId,
};

function recordOf(row: { chat: ChatRow; providerUserId: number | null }): ChatRecord {
  return { ...row.chat, providerUserId: row.providerUserId };
}

/** Chats by id with their provider account's owner (`lock`: `for update` of the chat rows). */
export async function loadChats(
  db: Executor,
  where: SQL | undefined,
  lock = false,
): Promise<ChatRecord[]> {
  const query = db
    .select(chatRecordColumns)
    .from(chats)
    .leftJoin(accounts, eq(accounts.id, chats.accountId))
    .where(where);
  const rows = lock ? await query.for('update', { of: chats }) : await query;
  return rows.map(recordOf);
}

/** The chat if the actor may read it, with the side they are on; else 404 CHAT_NOT_FOUND. */
export async function findReadableChat(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<{ chat: ChatRecord; side: ChatSide }> {
  const [chat] = await loadChats(db, eq(chats.id, id));
  const side = chat ? chatSideOf(actor, chat) : null;
  if (!chat || !side || !chatPolicy.can(actor, 'read', chat)) throw notFound('CHAT_NOT_FOUND');
  return { chat, side };
}

/** A message about to be written: its text (trimmed) and an uploaded photo, either or both. */
export interface MessageInput {
  text: string;
  photo?: Buffer | undefined;
}

/**
 * Text that shows nothing (empty, or only whitespace and invisible characters such as U+200B:
 * `isBlankMessage`) without a photo: 422 FILL_VALUE on `msg`.
 */
function assertNotEmpty(input: MessageInput): void {
  if (isBlankMessage(input.text) && !input.photo) {
    throw validationFailed({ msg: FIELD_MESSAGES.FILL_VALUE });
  }
}

/**
 * Users younger than a day write under limits (against spam from fresh sign-ups): so many new
 * conversations an hour and messages a minute, counted from the database, so every instance
 * sees the same counts; beyond them 429 TOO_MANY_REQUESTS. `recentMessagesOfNewUser` is the
 * count, as SQL: the user's messages of the last minute, or null for a user older than a day.
 */
function recentMessagesOfNewUser(
  userId: SQL | Placeholder,
  now: Moment,
  limit: SQL | Placeholder,
): SQL<number | null> {
  const at = momentSql(now);
  // Counting stops at the limit: past it the answer is the same 429, and a busy user's minute
  // is not read row by row at every message.
  return sql<number | null>`(select case when u.created_at > ${at} - interval '1 day' then
      (select count(*) from (select 1 from ${chatMessages} m
        where m.sender_id = u.id and m.created_at > ${at} - interval '1 minute'
        limit ${limit}) recent)
    end from ${users} u where u.id = ${userId})`;
}

function assertMessageRate(
  ctx: Pick<AppContext, 'config'>,
  recentMessages: number | string | null,
): void {
  if (
    recentMessages !== null &&
    Number(recentMessages) >= ctx.config.chats.newUserMessagesPerMinute
  ) {
    // The window is the last minute: the wait is a minute at most.
    throw tooManyRequests(60);
  }
}

async function assertWithinNewUserLimits(
  tx: Executor,
  ctx: Pick<AppContext, 'config'>,
  userId: number,
  now: Date,
  startsChat: boolean,
): Promise<void> {
  const [user] = await tx
    .select({
      createdAt: users.createdAt,
      recentMessages: recentMessagesOfNewUser(
        sql`${userId}`,
        now,
        sql`${ctx.config.chats.newUserMessagesPerMinute}`,
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || now.getTime() - user.createdAt.getTime() >= DAY_MS) return;
  if (startsChat) {
    const [started] = await tx
      .select({ total: count(), oldest: min(chats.createdAt) })
      .from(chats)
      .where(and(eq(chats.userId, userId), gt(chats.createdAt, new Date(now.getTime() - HOUR_MS))));
    // The chat being started is counted already (inserted in this transaction).
    if ((started?.total ?? 0) > ctx.config.chats.newUserChatsPerHour) {
      // Another can be started once the oldest of the hour's leaves the window.
      const oldest = started?.oldest ?? now;
      throw tooManyRequests((oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
    }
  }
  assertMessageRate(ctx, user.recentMessages);
}

/** A photo checked by content and stored as WebP renditions (before the writing transaction). */
async function storePhoto(ctx: Pick<AppContext, 'storage' | 'settings'>, photo: Buffer) {
  const { max_image_bytes: maxBytes } = await ctx.settings.get();
  const processed = await processPhoto(photo, { maxBytes });
  const { storageKey, bytes } = await savePhotoFiles(ctx.storage, processed);
  return { key: storageKey, width: processed.width, height: processed.height, bytes };
}

/** A stored photo's place and size, as a message keeps them. */
type StoredPhoto = Awaited<ReturnType<typeof storePhoto>>;

const placeholder = sql.placeholder;

/**
 * A message written with what follows from it, as one statement (atomic without a transaction
 * of its own: one round trip, the send's hot path): the message, unless the chat is blocked
 * (then nothing at all); the chat's last message and the recipient side's unread count; a
 * support chat its user writes to reopened; `chat.message_sent` (the live pushes, carrying the
 * message); and, when the recipient had nothing unread, the delayed `chat.unread_reminder_due`
 * (one reminder per unread stretch: later messages find the count above one and schedule none;
 * reading sets it to zero again). The chat's row is locked by the update, so concurrent sends
 * count right; `greatest` keeps the last message the newest whichever commits first.
 */
const writeMessageStatement = preparedSql<{
  id: string | number;
  chat_id: number;
  sender_id: number;
  text: string;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_bytes: number | null;
  created_at: string | Date;
}>(
  'chat_write_message',
  sql`with message as (
    insert into ${chatMessages}
      (chat_id, sender_id, text, photo_key, photo_width, photo_height, photo_bytes)
    select c.id, ${placeholder('senderId')}::int, ${placeholder('text')}::text,
      ${placeholder('photoKey')}::text, ${placeholder('photoWidth')}::int,
      ${placeholder('photoHeight')}::int, ${placeholder('photoBytes')}::int
    from ${chats} c where c.id = ${placeholder('chatId')}::int and c.blocked_by is null
    returning *
  ), chat as (
    update ${chats} c set
      last_message_id = greatest(c.last_message_id, m.id),
      last_message_at = greatest(c.last_message_at, m.created_at),
      user_unread = c.user_unread + (${placeholder('recipient')}::text = 'user')::int,
      other_unread = c.other_unread + (${placeholder('recipient')}::text = 'other')::int,
      closed_at = case when c.kind = 'support' and ${placeholder('recipient')}::text = 'other'
        then null else c.closed_at end
    from message m where c.id = m.chat_id
    returning c.id, c.kind, c.user_id, c.account_id,
      case when ${placeholder('recipient')}::text = 'user' then c.user_unread
        else c.other_unread end as recipient_unread
  ), pushed as (
    ${emitFrom(
      'chat.message_sent',
      {
        chat_id: sql`m.chat_id`,
        message_id: sql`m.id`,
        chat_kind: sql`c.kind`,
        user_id: sql`c.user_id`,
        provider_user_id: sql`(select a.user_id from ${accounts} a where a.id = c.account_id)`,
        sender_id: sql`m.sender_id`,
        text: sql`m.text`,
        photo: sql`case when m.photo_key is null then null else jsonb_build_object(
          'key', m.photo_key, 'width', m.photo_width, 'height', m.photo_height) end`,
        created_at: sql`m.created_at`,
      },
      sql`message m, chat c`,
    )}
  ), reminded as (
    ${emitFrom(
      'chat.unread_reminder_due',
      {
        chat_id: sql`m.chat_id`,
        message_id: sql`m.id`,
        recipient_side: sql`${placeholder('recipient')}::text`,
      },
      sql`message m, chat c where c.recipient_unread = 1`,
      sql`${placeholder('reminderMs')}::int`,
    )}
  )
  select * from message`,
);

/**
 * Writes a message on `side` of a chat (see `writeMessageStatement`); undefined when the chat
 * is blocked meanwhile (nothing was written).
 */
async function writeMessage(
  db: Executor,
  ctx: Pick<AppContext, 'config'>,
  chatId: number,
  senderId: number,
  side: ChatSide,
  text: string,
  photo: StoredPhoto | undefined,
): Promise<ChatMessageRow | undefined> {
  const [row] = await writeMessageStatement(db, {
    chatId,
    senderId,
    text,
    photoKey: photo?.key ?? null,
    photoWidth: photo?.width ?? null,
    photoHeight: photo?.height ?? null,
    photoBytes: photo?.bytes ?? null,
    recipient: otherSideOf(side),
    reminderMs: ctx.config.chats.unreadReminderMs,
  });
  if (!row) return undefined;
  announceAtCommit();
  return {
    id: Number(row.id),
    chatId: row.chat_id,
    senderId: row.sender_id,
    text: row.text,
    photoKey: row.photo_key,
    photoWidth: row.photo_width,
    photoHeight: row.photo_height,
    photoBytes: row.photo_bytes,
    createdAt: new Date(row.created_at),
  };
}

/**
 * The chat a sender writes to, with what decides whether they may write now, in one read: its
 * provider account's owner, whether the sender is restricted for `chat`, and a new user's
 * messages of the last minute.
 */
const senderView = preparedStatement('chat_sender_view', (db) =>
  db
    .select({
      ...chatRecordColumns,
      restricted: restrictionInForce(placeholder('senderId'), 'chat', placeholder('now')),
      recentMessages: recentMessagesOfNewUser(
        placeholder('senderId'),
        placeholder('now'),
        placeholder('messageLimit'),
      ),
    })
    .from(chats)
    .leftJoin(accounts, eq(accounts.id, chats.accountId))
    .where(eq(chats.id, placeholder('chatId'))),
);

/**
 * Sends a message to a chat the actor reads (else 404): refused while the actor is restricted
 * for `chat` (403 ACTION_FORBIDDEN; support stays reachable, to ask about the restriction too)
 * or the chat is blocked (403 CHAT_BLOCKED), and beyond a new
 * user's limits (429). Two round trips: the look at the chat and sender, then the write. A photo
 * is checked and stored in between (the costly part holds no lock) and removed again if the
 * message is not written.
 */
export async function sendMessage(
  ctx: Pick<AppContext, 'db' | 'config' | 'storage' | 'settings'>,
  actor: Actor,
  chatId: number,
  input: MessageInput,
  now: Date,
): Promise<{ chat: ChatRecord; message: ChatMessageRow; side: ChatSide }> {
  assertNotEmpty(input);
  const [view] = await senderView(ctx.db).execute({
    chatId,
    senderId: actor.id,
    now: now.toISOString(),
    messageLimit: ctx.config.chats.newUserMessagesPerMinute,
  });
  const chat = view ? recordOf(view) : undefined;
  const side = chat ? chatSideOf(actor, chat) : null;
  if (!view || !chat || !side || !chatPolicy.can(actor, 'send', chat)) {
    throw notFound('CHAT_NOT_FOUND');
  }
  if (view.restricted && chat.kind !== 'support') throw forbidden('ACTION_FORBIDDEN');
  if (chat.blockedBy !== null) throw new AppError('CHAT_BLOCKED');
  // Staff answering support write under no new-user limit (as the starter side's check says).
  if (side === 'user' || chat.kind === 'direct') assertMessageRate(ctx, view.recentMessages);
  const photo = input.photo ? await storePhoto(ctx, input.photo) : undefined;
  try {
    const message = await writeMessage(ctx.db, ctx, chat.id, actor.id, side, input.text, photo);
    if (!message) throw new AppError('CHAT_BLOCKED');
    return { chat, message, side };
  } catch (error) {
    if (photo) await ctx.storage.delete(`${photo.key}/`);
    throw error;
  }
}

/** Whom a new direct chat is with: the provider account and what it is about. */
interface DirectTarget {
  accountId: number;
  ownerUserId: number;
  subjectType: 'card' | 'event' | null;
  subjectId: number | null;
}

/**
 * The provider account a chat started from a provider's page goes to: the user's oldest account
 * with a public card or event (what makes them a provider); else 404 USER_NOT_FOUND.
 */
async function providerAccountOf(db: Executor, userId: number, now: Date): Promise<number> {
  const hasPublic = (table: typeof cards | typeof events) =>
    sql`exists (select 1 from ${table} where ${table.accountId} = ${accounts.id}
      and ${publicListingCondition(table, now)})`;
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), sql`(${hasPublic(cards)} or ${hasPublic(events)})`))
    .orderBy(asc(accounts.id))
    .limit(1);
  if (!account) throw notFound('USER_NOT_FOUND');
  return account.id;
}

/** The direct chat's other party from the body: a public card or event, or a provider. */
async function directTarget(db: Executor, body: StartChatBody, now: Date): Promise<DirectTarget> {
  if (body.card_id !== undefined) {
    const { row, ownerUserId } = await findPublicCard(db, body.card_id, now);
    return { accountId: row.accountId, ownerUserId, subjectType: 'card', subjectId: row.id };
  }
  if (body.event_id !== undefined) {
    const { row, ownerUserId } = await findPublicEvent(db, body.event_id, now);
    return { accountId: row.accountId, ownerUserId, subjectType: 'event', subjectId: row.id };
  }
  const userId = body.user_id!;
  const accountId = await providerAccountOf(db, userId, now);
  return { accountId, ownerUserId: userId, subjectType: null, subjectId: null };
}

/**
 * Opens the one conversation between the actor and a provider account about a public card or
 * event (or the provider as a whole), or with support, and sends the first message: a second
 * start finds the same chat (`created: false`) and adds the message to it. Writing to one's own
 * account: 422 CHAT_WITH_SELF. The same refusals as sending apply (a `chat` restriction not to
 * support).
 */
export async function startChat(
  ctx: Pick<AppContext, 'db' | 'config' | 'storage' | 'settings'>,
  actor: Actor,
  body: StartChatBody,
  now: Date,
): Promise<{ chat: ChatRecord; message: ChatMessageRow; created: boolean }> {
  const text = body.msg.trim();
  assertNotEmpty({ text });
  if (!body.support) await assertNotRestricted(ctx.db, actor.id, 'chat', now);
  const target = body.support ? null : await directTarget(ctx.db, body, now);
  if (target?.ownerUserId === actor.id) {
    throw validationFailed({ card_id: FIELD_MESSAGES.INVALID_VALUE }, 'CHAT_WITH_SELF');
  }
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chats)
      .values(
        target
          ? {
              kind: 'direct',
              userId: actor.id,
              accountId: target.accountId,
              subjectType: target.subjectType,
              subjectId: target.subjectId,
            }
          : { kind: 'support', userId: actor.id },
      )
      .onConflictDoNothing()
      .returning({ id: chats.id });
    const created = inserted !== undefined;
    const sameParties = target
      ? and(
          eq(chats.kind, 'direct'),
          eq(chats.userId, actor.id),
          eq(chats.accountId, target.accountId),
          sql`coalesce(${chats.subjectType}, '') = ${target.subjectType ?? ''}`,
          sql`coalesce(${chats.subjectId}, 0) = ${target.subjectId ?? 0}`,
        )
      : and(eq(chats.kind, 'support'), eq(chats.userId, actor.id));
    const [chat] = await loadChats(tx, created ? eq(chats.id, inserted.id) : sameParties, true);
    if (!chat) throw new Error('chat neither inserted nor found');
    if (chat.blockedBy !== null) throw new AppError('CHAT_BLOCKED');
    await assertWithinNewUserLimits(tx, ctx, actor.id, now, created);
    const message = await writeMessage(tx, ctx, chat.id, actor.id, 'user', text, undefined);
    if (!message) throw new AppError('CHAT_BLOCKED');
    return { chat, message, created };
  });
}

/**
 * Moves the reader's marks up to the chat's last message: `delivered` (their app has received
 * the messages) or `read` (also delivered; the unread count goes to zero). Emits `chat.marked`
 * when a mark moved, so the sender's pages show it; nothing when there was nothing new.
 */
export async function markChats(
  db: Db,
  where: { side: ChatSide; chatIds: readonly number[] },
  mark: 'delivered' | 'read',
): Promise<void> {
  if (where.chatIds.length === 0) return;
  const columns = SIDE_COLUMNS[where.side];
  const delivered = chats[columns.delivered];
  const read = chats[columns.read];
  const behind =
    mark === 'read'
      ? sql`(${read} < ${chats.lastMessageId} or ${chats[columns.unread]} > 0)`
      : sql`${delivered} < ${chats.lastMessageId}`;
  const marks =
    mark === 'read'
      ? {
          [columns.read]: sql`${chats.lastMessageId}`,
          [columns.delivered]: sql`${chats.lastMessageId}`,
          [columns.unread]: 0,
        }
      : { [columns.delivered]: sql`${chats.lastMessageId}` };
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(chats)
      .set(marks)
      .where(and(inArray(chats.id, [...where.chatIds]), behind))
      .returning({ id: chats.id, delivered, read });
    await emit(
      tx,
      ...moved.map((row) => ({
        type: 'chat.marked' as const,
        payload: {
          chat_id: row.id,
          reader_side: where.side,
          delivered_up_to: row.delivered,
          read_up_to: row.read,
        },
      })),
    );
  });
}

/** The reader read the chat up to its last message. */
export async function readChat(db: Db, actor: Actor, chatId: number): Promise<ChatRecord> {
  const { chat, side } = await findReadableChat(db, actor, chatId);
  await markChats(db, { side, chatIds: [chat.id] }, 'read');
  return (await findReadableChat(db, actor, chatId)).chat;
}

/**
 * Blocks a direct chat from the actor's side (again: no change), or lifts their own block. A
 * change emits `chat.block_changed` in its transaction, so both parties' open pages learn it
 * (`chat.block`). The write itself checks the block it replaces: the other party blocking
 * meanwhile is kept (the answer then shows their block), not overwritten.
 */
export async function setBlocked(
  db: Db,
  actor: Actor,
  chatId: number,
  blocked: boolean,
): Promise<ChatRecord> {
  const { chat } = await findReadableChat(db, actor, chatId);
  chatPolicy.authorize(actor, blocked ? 'block' : 'unblock', chat);
  const blockedBy = blocked ? actor.id : null;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(chats)
      .set({ blockedBy })
      .where(
        and(
          eq(chats.id, chat.id),
          blocked ? isNull(chats.blockedBy) : eq(chats.blockedBy, actor.id),
        ),
      )
      .returning({ id: chats.id });
    if (changed.length === 0) return;
    await emit(tx, {
      type: 'chat.block_changed',
      payload: { chat_id: chat.id, blocked_by: blockedBy },
    });
  });
  return (await findReadableChat(db, actor, chatId)).chat;
}

/**
 * Support takes a support chat on (assigned to themselves), or closes it (the user may reopen
 * it); audited with who handled it before and after.
 */
export async function handleSupportChat(
  db: Db,
  actor: AuditedActor,
  chatId: number,
  action: 'assign' | 'close',
  now: Date,
): Promise<ChatRecord> {
  const [chat] = await loadChats(db, eq(chats.id, chatId));
  if (!chat || chat.kind !== 'support') throw notFound('CHAT_NOT_FOUND');
  chatPolicy.authorize(actor, 'handle', chat);
  const state = (row: ChatRow) => ({
    assigned_to: row.assignedTo,
    closed_at: row.closedAt?.toISOString() ?? null,
  });
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(chats)
      .set(action === 'assign' ? { assignedTo: actor.id } : { closedAt: now })
      .where(eq(chats.id, chat.id))
      .returning();
    if (!changed) throw notFound('CHAT_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: action === 'assign' ? 'support_chat.assign' : 'support_chat.close',
      subject: { type: 'chat', id: chat.id },
      userId: chat.userId,
      before: state(chat),
      after: state(changed),
    });
  });
  const [changed] = await loadChats(db, eq(chats.id, chatId));
  return changed!;
}

/** The chats the user is a party of, in either role: started, or with one of their accounts. */
export function chatsOfUser(userId: number): SQL {
  return sql`(${chats.userId} = ${userId} or ${chats.accountId} in
    (select ${accounts.id} from ${accounts} where ${accounts.userId} = ${userId}))`;
}

/** A page of the user's chats, most recent first. */
export async function listChats(
  db: Executor,
  userId: number,
  page: { page: number; perPage: number },
): Promise<{ rows: ChatRecord[]; total: number }> {
  const where = chatsOfUser(userId);
  const [rows, [total]] = await Promise.all([
    loadChatsPage(db, where, page),
    db.select({ total: count() }).from(chats).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * The new-message summary (spec §3, §4): the user's chats with unread messages on their side and
 * how many. As the app has now received them, they are marked delivered (the senders are told).
 */
export async function unreadSummary(
  db: Db,
  userId: number,
): Promise<Array<{ chat_id: number; amt: number }>> {
  const rows = await db
    .select({
      id: chats.id,
      starter: chats.userId,
      userUnread: chats.userUnread,
      otherUnread: chats.otherUnread,
    })
    .from(chats)
    .where(
      sql`(${chats.userId} = ${userId} and ${chats.userUnread} > 0) or (${chats.otherUnread} > 0
        and ${chats.accountId} in (select ${accounts.id} from ${accounts} where ${accounts.userId} = ${userId}))`,
    )
    .orderBy(asc(chats.id));
  const summary = rows.map((row) => {
    const side: ChatSide = row.starter === userId ? 'user' : 'other';
    return { side, chat_id: row.id, amt: side === 'user' ? row.userUnread : row.otherUnread };
  });
  for (const side of ['user', 'other'] as const) {
    const ids = summary.filter((item) => item.side === side).map((item) => item.chat_id);
    await markChats(db, { side, chatIds: ids }, 'delivered');
  }
  return summary.map(({ chat_id, amt }) => ({ chat_id, amt }));
}

/**
 * A page of a chat's messages ending before the message `before` (the newest page without it),
 * oldest first; `nextBefore` pages further back (null at the first message).
 */
export async function listMessages(
  db: Executor,
  chatId: number,
  options: { before?: number | undefined; perPage: number },
): Promise<{ rows: ChatMessageRow[]; nextBefore: number | null }> {
  const newestFirst = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        options.before === undefined ? undefined : lt(chatMessages.id, options.before),
      ),
    )
    .orderBy(sql`${chatMessages.id} desc`)
    .limit(options.perPage + 1);
  const more = newestFirst.length > options.perPage;
  const page = newestFirst.slice(0, options.perPage).reverse();
  return { rows: page, nextBefore: more && page[0] ? page[0].id : null };
}

/** The support queue: open chats (waiting or assigned), those assigned to the actor, or closed ones. */
export async function listSupportChats(
  db: Executor,
  actorId: number,
  options: { state: 'open' | 'mine' | 'closed'; page: number; perPage: number },
): Promise<{ rows: ChatRecord[]; total: number }> {
  const where = and(
    eq(chats.kind, 'support'),
    options.state === 'closed'
      ? sql`${chats.closedAt} is not null`
      : sql`${chats.closedAt} is null`,
    options.state === 'mine' ? eq(chats.assignedTo, actorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    loadChatsPage(db, where, options),
    db.select({ total: count() }).from(chats).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

async function loadChatsPage(
  db: Executor,
  where: SQL | undefined,
  page: { page: number; perPage: number },
): Promise<ChatRecord[]> {
  const rows = await db
    .select(chatRecordColumns)
    .from(chats)
    .leftJoin(accounts, eq(accounts.id, chats.accountId))
    .where(where)
    .orderBy(sql`${chats.lastMessageAt} desc, ${chats.id} desc`)
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return rows.map(recordOf);
}

/** The message with its chat, as handlers read them when they run. */
export async function findMessage(
  db: Executor,
  chatId: number,
  messageId: number,
): Promise<{ chat: ChatRecord; message: ChatMessageRow } | undefined> {
  const [chat] = await loadChats(db, eq(chats.id, chatId));
  if (!chat) return undefined;
  const [message] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.id, messageId)));
  return message ? { chat, message } : undefined;
}
