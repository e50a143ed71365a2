import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Data, Page } from '@bilim/contract/api';
import type { SUPPORT_CHAT_STATES, supportChatSchema } from '@bilim/contract/chats';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { logFailureOf } from './chat-failures';
import { chatsKeys } from './chats-keys';

export type SupportChatState = (typeof SUPPORT_CHAT_STATES)[number];
export type SupportChat = z.infer<typeof supportChatSchema>;

/** GET /api/support/chats: support conversations of a state, most recent first, page after page. */
export const useSupportChats = (state: SupportChatState) =>
  useInfiniteQuery({
    queryKey: chatsKeys.support(state),
    queryFn: ({ pageParam, signal }) =>
      logFailureOf('GET /api/support/chats', signal, () =>
        api.get<Page<SupportChat>>(`/api/support/chats?state=${state}&page=${pageParam}`, signal),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

/**
 * GET /api/support/chats/{id}: the conversation's header as staff see it, with who has it; the
 * support screen's conversation shows this header too (one call, not two).
 */
export const useSupportChat = (chatId: number) =>
  useQuery({
    queryKey: chatsKeys.supportChat(chatId),
    queryFn: ({ signal }) =>
      logFailureOf(
        'GET /api/support/chats/{id}',
        signal,
        async () => (await api.get<Data<SupportChat>>(`/api/support/chats/${chatId}`, signal)).data,
      ),
  });

/** POST /api/support/chats/{id}/assign or /close: take the conversation on, or close it. */
export function useHandleSupportChat(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'assign' | 'close') =>
      (await api.post<Data<SupportChat>>(`/api/support/chats/${chatId}/${action}`)).data,
    onSuccess: (chat) => {
      queryClient.setQueryData(chatsKeys.supportChat(chatId), chat);
      return queryClient.invalidateQueries({ queryKey: chatsKeys.supportAll() });
    },
  });
}
