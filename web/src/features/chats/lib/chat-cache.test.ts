import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Chat, ChatBlockEvent, ChatMessage } from '@bilim/contract/chats';
import { chatsKeys } from '../api/chats-keys';
import { applyBlock, refreshChat, statusAfter, withMessage } from './chat-cache';
import { buildChat, buildChatMessage } from '../testing';

const chat = (id: number) => buildChat({ id });

const message = (id: number, overrides: Partial<ChatMessage> = {}) =>
  buildChatMessage({ id, sender_id: 10, status: 'sent', ...overrides });

describe('the cached chat answers', () => {
  it('adds a message to the newest page once, whichever of the answer and the push comes first', () => {
    const pages = {
      pages: [{ data: [message(5)], meta: { per_page: 30, next_before: null } }],
      pageParams: [undefined],
    };
    const once = withMessage(pages, message(6));
    expect(once.pages[0]?.data.map((m) => m.id)).toEqual([5, 6]);
    expect(withMessage(once, message(6))).toBe(once);
  });

  it('moves one’s own messages to delivered and read, never back', () => {
    const marks = { delivered_up_to: 8, read_up_to: 6 };
    expect(statusAfter(message(5), marks)).toBe('read');
    expect(statusAfter(message(7), marks)).toBe('delivered');
    expect(statusAfter(message(9), marks)).toBe('sent');
    expect(statusAfter(message(9, { status: 'read' }), marks)).toBe('read');
    expect(statusAfter(message(5, { status: null }), marks)).toBeNull();
  });

  it('takes a block (or its end) into the open conversation and the list, other chats as they were', () => {
    const client = new QueryClient();
    client.setQueryData(chatsKeys.chat(3), chat(3));
    const listPage = { data: [chat(4), chat(3)], meta: {} };
    client.setQueryData(chatsKeys.list(), { pages: [listPage], pageParams: [1] });
    const blocked: ChatBlockEvent = {
      chat_id: 3,
      blocked_by_me: false,
      blocked_by_other: true,
      policies: { send: false, block: false, unblock: false },
    };
    applyBlock(client, blocked);
    const { chat_id: _, ...state } = blocked;
    expect(client.getQueryData(chatsKeys.chat(3))).toEqual({ ...chat(3), ...state });
    const listed = client.getQueryData<{ pages: Array<{ data: Chat[] }> }>(chatsKeys.list());
    expect(listed?.pages[0]?.data).toEqual([chat(4), { ...chat(3), ...state }]);

    applyBlock(client, { ...blocked, blocked_by_other: false, policies: chat(3).policies });
    expect(client.getQueryData(chatsKeys.chat(3))).toEqual(chat(3));
    // A chat not cached stays so (opened later, it is read then).
    applyBlock(client, { ...blocked, chat_id: 5 });
    expect(client.getQueryData(chatsKeys.chat(5))).toBeUndefined();
  });

  it('marks the chat’s header and the list to be read again', async () => {
    const client = new QueryClient();
    client.setQueryData(chatsKeys.chat(3), chat(3));
    client.setQueryData(chatsKeys.chat(4), chat(4));
    client.setQueryData(chatsKeys.list(), { pages: [], pageParams: [] });
    await refreshChat(client, 3);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(chatsKeys.chat(3))).toBe(true);
    expect(stale(chatsKeys.list())).toBe(true);
    expect(stale(chatsKeys.chat(4))).toBe(false);
  });
});
