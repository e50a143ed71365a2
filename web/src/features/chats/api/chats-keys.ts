import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the chat calls, named once. They are the user's own data (no `meta.public`), so
 * a sign-in or sign-out forgets them with the rest.
 */
export const chatsKeys = {
  all: queryRoots.chats,
  /** GET /chats: the conversations, most recent first. */
  list: () => [...queryRoots.chats, 'list'] as const,
  /** GET /chats/messages: chats with unread messages and how many (the menu's count). */
  summary: () => [...queryRoots.chats, 'summary'] as const,
  /** GET /chats/{id}: one conversation's header. */
  chat: (id: number) => [...queryRoots.chats, 'chat', id] as const,
  /** GET /chats/{id}/messages, page by page backwards. */
  messages: (id: number) => [...queryRoots.chats, 'messages', id] as const,
  /** GET /api/support/chats: support's queue, every state. */
  supportAll: () => [...queryRoots.chats, 'support'] as const,
  /** GET /api/support/chats: support's queue, by state. */
  support: (state: string) => [...queryRoots.chats, 'support', state] as const,
  /** GET /api/support/chats/{id}: one support conversation as staff see it (who has it). */
  supportChat: (id: number) => [...queryRoots.chats, 'support', 'chat', id] as const,
};
