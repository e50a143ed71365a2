import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@bilim/contract/chats';
import { statusAfter, withMessage } from './chat-cache';

const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 3,
  sender_id: 10,
  from_support: false,
  msg: `Message ${id}`,
  photo: null,
  created_at: '2026-11-25T07:00:00.000Z',
  status: 'sent',
  ...overrides,
});

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
});
