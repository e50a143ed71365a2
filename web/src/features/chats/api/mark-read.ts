import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logChatFailure } from './chat-failures';
import { chatsKeys } from './chats-keys';
import { clearUnread } from '../lib/chat-cache';

/** POST /chats/{id}/read: everything in the conversation is read now (the sender is told live). */
export const markRead = (chatId: number) => api.post<unknown>(`/chats/${chatId}/read`);

/** Marks a conversation read and drops its unread count from the list and the menu at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: markRead,
    onMutate: (chatId) => clearUnread(queryClient, chatId),
    onError: (error) => {
      logChatFailure(error, 'POST /chats/{id}/read');
      return queryClient.invalidateQueries({ queryKey: chatsKeys.summary() });
    },
  });
}
