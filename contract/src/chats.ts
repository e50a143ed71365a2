import { z } from 'zod';
import { dataOf, idField, pageMetaSchema, pageQuery } from './api';
import { FIELD_MESSAGES } from './errors';

/**
 * Chats (issue 13, spec §2 chat and chat/{chatId}, §3 new-message summary and message, §4 the
 * unread counter, §7 the six `/chats` calls): a family writes to a provider account about a card,
 * an event or the provider itself, and anyone writes to support. Messages arrive live through the
 * realtime gateway (`chat.message`, `chat.read`, `chat.block`, `chat.typing`).
 */

/**
 * A message's text is at most this many characters, counted as Unicode code points
 * (`chatMessageLength`: an emoji such as 😀 is one, though JavaScript's `length` says two); empty
 * or only invisible characters is refused (unless a photo goes with it: `isBlankMessage`).
 */
export const CHAT_MESSAGE_MAX = 4000;
/** Messages one page of `GET /chats/{id}/messages` holds by default. */
export const CHAT_MESSAGES_PER_PAGE = 30;
/** Conversations one page of `GET /chats` holds by default. */
export const CHATS_PER_PAGE = 30;

/** `direct`: a user and a provider account; `support`: a user and the support team. */
export const CHAT_KINDS = ['direct', 'support'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** A sent message as its sender sees it: stored, received by the other side's app, or read there. */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

const isoDateTime = z.string();

/**
 * How many characters a message's text has, as the server's limit counts them and the composer
 * should: Unicode code points (a character as a person counts it, mostly: 😀 and я are one each;
 * an emoji built of several, such as 👨‍👩‍👧, is as many as it joins, here five). Not UTF-16 units
 * (`text.length`), which count 😀 twice. The same count as zod's `max` on strings and JSON
 * Schema's `maxLength`.
 */
export function chatMessageLength(text: string): number {
  let count = 0;
  // A string's iterator walks code points (a lone surrogate is one too).
  for (const _ of text) count += 1;
  return count;
}

/**
 * What makes a text look empty: whitespace, control characters, format characters (zero-width
 * space U+200B, zero-width (non-)joiner, word joiner, direction marks, the byte-order mark, soft
 * hyphen…), the other characters Unicode says to show as nothing (Default_Ignorable_Code_Point:
 * variation selectors, the Hangul fillers U+3164 and U+FFA0, tags), and the blank braille
 * pattern U+2800.
 */
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * Whether a message's text shows nothing: empty, or only invisible characters (`INVISIBLE_ONLY`).
 * Such a text is refused as empty ("Fill value") unless a photo goes with it.
 */
export const isBlankMessage = (text: string): boolean => INVISIBLE_ONLY.test(text);

/**
 * The message text: trimmed, at most 4,000 characters (code points: `chatMessageLength`); may be
 * empty (or blank: `isBlankMessage`) only beside a photo, which the server checks.
 */
export const messageText = z
  .string({ error: FIELD_MESSAGES.FILL_VALUE })
  .trim()
  .max(CHAT_MESSAGE_MAX, FIELD_MESSAGES.TOO_LONG);

/** POST /chats/{id}/messages (JSON, or multipart with a `photo` file). */
export const sendMessageBody = z.object({ msg: messageText.default('') });
export type SendMessageBody = z.input<typeof sendMessageBody>;

/**
 * POST /api/chats: opens (or finds) the one conversation between the user and the provider
 * account of a card, an event or a provider (`user_id`), or the user's conversation with support
 * (`support: true`), and sends the first message. Exactly one of the four.
 */
export const startChatBody = z
  .object({
    card_id: idField().optional(),
    event_id: idField().optional(),
    user_id: idField().optional(),
    support: z.literal(true).optional(),
    msg: messageText
      .min(1, FIELD_MESSAGES.FILL_VALUE)
      .refine((text) => !isBlankMessage(text), FIELD_MESSAGES.FILL_VALUE),
  })
  .refine(
    (body) =>
      [body.card_id, body.event_id, body.user_id, body.support].filter((v) => v !== undefined)
        .length === 1,
    { message: FIELD_MESSAGES.INVALID_VALUE, path: ['card_id'] },
  );
export type StartChatBody = z.input<typeof startChatBody>;

/** GET /chats/{id}/messages: a page ending before the message `before` (newest page without it). */
export const chatMessagesQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(CHAT_MESSAGES_PER_PAGE),
});

export const chatsQuery = z.object({ ...pageQuery(CHATS_PER_PAGE) });

/** The support queue's filter: open (waiting or assigned), assigned to me, or closed. */
export const SUPPORT_CHAT_STATES = ['open', 'mine', 'closed'] as const;
export const supportChatsQuery = z.object({
  ...pageQuery(CHATS_PER_PAGE),
  state: z.enum(SUPPORT_CHAT_STATES).default('open'),
});

/** Who the conversation is with, as the reader sees them. */
export const chatPartySchema = z.object({
  /** `user`: a person; `provider`: a provider account (its name); `support`: the support team. */
  kind: z.enum(['user', 'provider', 'support']),
  /** The user's id (for a provider, the account owner's, whose public page it is); null for support. */
  user_id: z.number().int().nullable(),
  name: z.string(),
  /** An avatar or logo URL; null: the app shows initials. */
  avatar: z.string().nullable(),
});
export type ChatParty = z.infer<typeof chatPartySchema>;

/** What a direct conversation is about: a card or an event (null: the provider as a whole). */
export const chatSubjectSchema = z.object({
  type: z.enum(['card', 'event']),
  id: z.number().int(),
  title: z.string(),
});

export const chatPhotoSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  // thumb: 320×240 cropped; card: 800 px wide, the whole photo; full: within 1920 px.
  urls: z.object({ thumb: z.string(), card: z.string(), full: z.string() }),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  sender_id: z.number().int(),
  /** Written by a support staff member (in a support conversation). */
  from_support: z.boolean(),
  /** The text as written: the app shows it as text, never as HTML, and links it safely. */
  msg: z.string(),
  photo: chatPhotoSchema.nullable(),
  created_at: isoDateTime,
  /** How far the other side got: only for the reader's own messages, else null. */
  status: z.enum(MESSAGE_STATUSES).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as `GET /chats` lists it and `GET /chats/{id}` shows its header. */
export const chatSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_KINDS),
  other: chatPartySchema,
  subject: chatSubjectSchema.nullable(),
  last_message: z
    .object({
      id: z.number().int(),
      msg: z.string(),
      has_photo: z.boolean(),
      mine: z.boolean(),
      created_at: isoDateTime,
    })
    .nullable(),
  /** The reader's unread messages here (the summary's `amt`). */
  unread: z.number().int(),
  /** Blocked by the reader, or by the other side: either way nobody can write. */
  blocked_by_me: z.boolean(),
  blocked_by_other: z.boolean(),
  /** Support conversations: closed by support (writing again opens it). */
  closed: z.boolean(),
  updated_at: isoDateTime,
  policies: z.object({ send: z.boolean(), block: z.boolean(), unblock: z.boolean() }),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatsAnswer = z.object({ data: z.array(chatSchema), meta: pageMetaSchema });
export const chatAnswer = dataOf(chatSchema);

/** GET /chats/messages: chats with unread messages and how many (spec: the counter is the sum of `amt`). */
export const chatSummarySchema = z.object({ chat_id: z.number().int(), amt: z.number().int() });
export const chatSummaryAnswer = z.object({ data: z.array(chatSummarySchema) });
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/** GET /chats/{id}/messages: oldest first within the page; `next_before` pages further back. */
export const chatMessagesAnswer = z.object({
  data: z.array(chatMessageSchema),
  meta: z.object({ per_page: z.number().int(), next_before: z.number().int().nullable() }),
});
export type ChatMessagesPage = z.infer<typeof chatMessagesAnswer>;

export const chatMessageAnswer = dataOf(chatMessageSchema);

/** POST /api/chats: the conversation and the message just sent. */
export const startChatAnswer = dataOf(z.object({ chat: chatSchema, message: chatMessageSchema }));

/** A support conversation in the queue: the user, who handles it, its state. */
export const supportChatSchema = chatSchema.extend({
  assigned_to: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export const supportChatAnswer = dataOf(supportChatSchema);
export const supportChatsAnswer = z.object({
  data: z.array(supportChatSchema),
  meta: pageMetaSchema,
});

// ---- Realtime (to `user-<id>` rooms) ----

/** `chat.message`: a new message in one of the user's conversations (also to the sender's other tabs). */
export const chatMessageEventSchema = z.object({
  chat_id: z.number().int(),
  message: chatMessageSchema,
});
/** `chat.read`: how far the other side got (ids of the last delivered and last read message). */
export const chatReadEventSchema = z.object({
  chat_id: z.number().int(),
  delivered_up_to: z.number().int(),
  read_up_to: z.number().int(),
});
/**
 * `chat.block`: a direct chat was blocked or unblocked, to both parties' pages: the block and what
 * the reader may do now, as `GET /chats/{id}` would answer them to that party.
 */
export const chatBlockEventSchema = chatSchema
  .pick({ blocked_by_me: true, blocked_by_other: true, policies: true })
  .extend({ chat_id: z.number().int() });
/** `chat.typing`: the other side is typing now (shown for a few seconds). */
export const chatTypingEventSchema = z.object({
  chat_id: z.number().int(),
  user_id: z.number().int(),
});
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;
export type ChatBlockEvent = z.infer<typeof chatBlockEventSchema>;
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>;
