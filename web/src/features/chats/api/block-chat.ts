import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Chat } from '@bilim/contract/chats';
import { api } from '@/lib/api-client';
import { logChatFailure } from './chat-failures';
import { chatsKeys } from './chats-keys';

/** POST /api/chats/{id}/block or /unblock: the other side can no longer write (or can again). */
export async function setBlocked(chatId: number, blocked: boolean): Promise<Chat> {
  const action = blocked ? 'block' : 'unblock';
  return (await api.post<Data<Chat>>(`/api/chats/${chatId}/${action}`)).data;
}

export function useBlockChat(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(chatId, blocked),
    onSuccess: (chat) => {
      queryClient.setQueryData(chatsKeys.chat(chatId), chat);
      return queryClient.invalidateQueries({ queryKey: chatsKeys.list() });
    },
    onError: (error) => logChatFailure(error, 'POST /api/chats/{id}/block'),
  });
}
