import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@bilim/contract/api';
import type { Chat } from '@bilim/contract/chats';
import { api } from '@/lib/api-client';
import { logFailureOf } from './chat-failures';
import { chatsKeys } from './chats-keys';

export async function getChats(page: number, signal?: AbortSignal): Promise<Page<Chat>> {
  return logFailureOf('GET /chats', signal, () =>
    api.get<Page<Chat>>(`/chats?page=${page}`, signal),
  );
}

/**
 * GET /chats: the user's conversations, most recent first, page after page. The realtime
 * channel keeps the cached pages current (hooks/use-live-chats.ts).
 */
export const chatsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: chatsKeys.list(),
    queryFn: ({ pageParam, signal }) => getChats(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

export const useChats = () => useInfiniteQuery(chatsQueryOptions());
