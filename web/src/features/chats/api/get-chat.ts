import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Chat } from '@bilim/contract/chats';
import { api } from '@/lib/api-client';
import { logChatFailure } from './chat-failures';
import { chatsKeys } from './chats-keys';

export async function getChat(id: number, signal?: AbortSignal): Promise<Chat> {
  try {
    return (await api.get<Data<Chat>>(`/chats/${id}`, signal)).data;
  } catch (error) {
    if (!signal?.aborted) logChatFailure(error, 'GET /chats/{id}');
    throw error;
  }
}

/** GET /chats/{id}: the conversation's header (who, about what, blocked or closed). */
export const chatQueryOptions = (id: number) =>
  queryOptions({ queryKey: chatsKeys.chat(id), queryFn: ({ signal }) => getChat(id, signal) });

export const useChat = (id: number) => useQuery(chatQueryOptions(id));
