import type { Chat, ChatMessage } from '@bilim/contract/chats';
import { onePage } from '@/testing/fixtures';

/** Test helpers of the chat screens: fixtures shaped by the contract. */

/** The provider on the other side of the chats built here. */
export const CHAT_PROVIDER_ID = 20;

/** Chat 3 with the provider "Dana Academy", about nothing in particular, read, open. */
export function buildChat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 3,
    kind: 'direct',
    other: { kind: 'provider', user_id: CHAT_PROVIDER_ID, name: 'Dana Academy', avatar: null },
    subject: null,
    last_message: null,
    unread: 0,
    blocked_by_me: false,
    blocked_by_other: false,
    closed: false,
    updated_at: '2026-11-25T07:00:00.000Z',
    policies: { send: true, block: true, unblock: false },
    ...overrides,
  };
}

/** A message ("Message <id>") from the provider in chat 3. */
export function buildChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const id = overrides.id ?? 1;
  return {
    id,
    chat_id: 3,
    sender_id: CHAT_PROVIDER_ID,
    from_support: false,
    msg: `Message ${id}`,
    photo: null,
    created_at: '2026-11-25T07:00:00.000Z',
    status: null,
    ...overrides,
  };
}

/** `GET /chats` as one page. */
export const chatsPage = (chats: Chat[]) => onePage(chats, 30);

/** `GET /chats/{id}/messages`: the newest page, nothing older. */
export const messagesPage = (data: ChatMessage[] = []) => ({
  data,
  meta: { per_page: 30, next_before: null },
});
