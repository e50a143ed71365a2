import { queryOptions } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Chat } from '@bilim/contract/chats';
import { api } from '@/lib/api-client';
import { logFailureOf } from './chat-failures';
import { chatsKeys } from './chats-keys';

export async function getChat(id: number, signal?: AbortSignal): Promise<Chat> {
  const answer = await logFailureOf('GET /chats/{id}', signal, () =>
    api.get<Data<Chat>>(`/chats/${id}`, signal),
  );
  return answer.data;
}

/** GET /chats/{id}: the conversation's header (who, about what, blocked or closed). */
export const chatQueryOptions = (id: number) =>
  queryOptions({ queryKey: chatsKeys.chat(id), queryFn: ({ signal }) => getChat(id, signal) });
