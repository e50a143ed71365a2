import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import {
  startChatBody,
  type Chat,
  type ChatMessage,
  type StartChatBody,
} from '@bilim/contract/chats';
import { api } from '@/lib/api-client';
import { chatsKeys } from './chats-keys';

/**
 * POST /api/chats: opens the one conversation with the provider of a card, an event or a
 * provider page (or with support), or finds it, and sends the first message.
 */
export async function startChat(
  body: StartChatBody,
): Promise<{ chat: Chat; message: ChatMessage }> {
  return (
    await api.post<Data<{ chat: Chat; message: ChatMessage }>>(
      '/api/chats',
      startChatBody.parse(body),
    )
  ).data;
}

/**
 * Sent at once, online or not (`networkMode: 'always'`): offline the call fails with "no
 * connection" and the writer sends again, instead of the mutation waiting, paused, to go out
 * unannounced whenever the connection returns.
 */
export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    networkMode: 'always',
    mutationFn: startChat,
    onSuccess: ({ chat }) => {
      queryClient.setQueryData(chatsKeys.chat(chat.id), chat);
      return queryClient.invalidateQueries({ queryKey: chatsKeys.list() });
    },
  });
}
