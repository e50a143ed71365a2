import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatMessagesPage } from '@bilim/contract/chats';
import { api } from '@/lib/api-client';
import { logFailureOf } from './chat-failures';
import { chatsKeys } from './chats-keys';

export async function getMessages(
  chatId: number,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<ChatMessagesPage> {
  const query = before === undefined ? '' : `?before=${before}`;
  return logFailureOf('GET /chats/{id}/messages', signal, () =>
    api.get<ChatMessagesPage>(`/chats/${chatId}/messages${query}`, signal),
  );
}

/**
 * GET /chats/{id}/messages: the newest page first, then further back through `next_before`.
 * Pages are kept newest first; each page holds its messages oldest first.
 */
export const messagesQueryOptions = (chatId: number) =>
  infiniteQueryOptions({
    queryKey: chatsKeys.messages(chatId),
    queryFn: ({ pageParam, signal }) => getMessages(chatId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.meta.next_before ?? undefined,
  });

export const useMessages = (chatId: number) => useInfiniteQuery(messagesQueryOptions(chatId));
