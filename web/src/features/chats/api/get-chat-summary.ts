import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSummary } from '@bilim/contract/chats';
import { api } from '@/lib/api-client';
import { logFailureOf } from './chat-failures';
import { chatsKeys } from './chats-keys';

export async function getChatSummary(signal?: AbortSignal): Promise<ChatSummary[]> {
  const answer = await logFailureOf('GET /chats/messages', signal, () =>
    api.get<{ data: ChatSummary[] }>('/chats/messages', signal),
  );
  return answer.data;
}

/** GET /chats/messages: the chats with unread messages, each with its count (`amt`). */
export const chatSummaryQueryOptions = () =>
  queryOptions({
    queryKey: chatsKeys.summary(),
    queryFn: ({ signal }) => getChatSummary(signal),
  });

/** The menu's "Chat (n)": the sum of `amt` over the summary (spec §4). */
export const unreadTotal = (summary: readonly ChatSummary[] | undefined): number =>
  (summary ?? []).reduce((sum, item) => sum + item.amt, 0);

export const useUnreadChatCount = (enabled: boolean) =>
  useQuery({ ...chatSummaryQueryOptions(), enabled, select: unreadTotal });
