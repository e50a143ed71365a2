import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Page } from '@bilim/contract/api';
import type {
  Chat,
  ChatBlockEvent,
  ChatMessage,
  ChatMessagesPage,
  ChatReadEvent,
  ChatSummary,
  MessageStatus,
} from '@bilim/contract/chats';
import { chatsKeys } from '../api/chats-keys';

/**
 * How the cached chat answers change when something happens (a message sent or received, a read
 * mark, the user reading), so the list, the open conversation and the menu's count follow
 * without asking the server again.
 */

type MessagePages = InfiniteData<ChatMessagesPage, number | undefined>;
type ChatPages = InfiniteData<Page<Chat>, number>;

/** Adds a message to its conversation's newest page, once (the sender's answer and its own push may both bring it). */
export function withMessage(pages: MessagePages, message: ChatMessage): MessagePages {
  if (pages.pages.some((page) => page.data.some((known) => known.id === message.id))) return pages;
  const [newest, ...older] = pages.pages;
  if (!newest) return pages;
  return { ...pages, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
}

/** The list with the conversation's last message set and the conversation moved to the top. */
export function withLastMessage(
  pages: ChatPages,
  message: ChatMessage,
  mine: boolean,
): ChatPages | undefined {
  const found = pages.pages
    .flatMap((page) => page.data)
    .find((chat) => chat.id === message.chat_id);
  if (!found) return undefined;
  const updated: Chat = {
    ...found,
    last_message: {
      id: message.id,
      msg: message.msg,
      has_photo: message.photo !== null,
      mine,
      created_at: message.created_at,
    },
    unread: mine ? found.unread : found.unread + 1,
    updated_at: message.created_at,
  };
  return {
    ...pages,
    pages: pages.pages.map((page, index) => {
      const rest = page.data.filter((chat) => chat.id !== message.chat_id);
      return { ...page, data: index === 0 ? [updated, ...rest] : rest };
    }),
  };
}

/** A message of one's own as far as the other side got (read implies delivered). */
export function statusAfter(
  message: ChatMessage,
  read: Pick<ChatReadEvent, 'delivered_up_to' | 'read_up_to'>,
): MessageStatus | null {
  if (message.status === null) return null;
  if (message.id <= read.read_up_to) return 'read';
  if (message.id <= read.delivered_up_to && message.status === 'sent') return 'delivered';
  return message.status;
}

/** A message arrived or was sent: its conversation, the list and (for others' messages) the count. */
export function addMessage(queryClient: QueryClient, message: ChatMessage, mine: boolean): void {
  queryClient.setQueryData<MessagePages>(chatsKeys.messages(message.chat_id), (pages) =>
    pages ? withMessage(pages, message) : pages,
  );
  const list = queryClient.getQueryData<ChatPages>(chatsKeys.list());
  const updated = list && withLastMessage(list, message, mine);
  if (updated) queryClient.setQueryData(chatsKeys.list(), updated);
  // A conversation the list does not hold yet (a new one) comes with the list read again.
  else void queryClient.invalidateQueries({ queryKey: chatsKeys.list() });
  // Asking the summary again also tells the sender the message reached this app (delivered).
  if (!mine) void queryClient.invalidateQueries({ queryKey: chatsKeys.summary() });
  // Support's queue and a support conversation's state (a user writing reopens it), when shown.
  void queryClient.invalidateQueries({ queryKey: chatsKeys.supportAll() });
}

/** The other side got this far: one's own messages up to there show delivered or read. */
export function applyRead(queryClient: QueryClient, event: ChatReadEvent): void {
  queryClient.setQueryData<MessagePages>(chatsKeys.messages(event.chat_id), (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            data: page.data.map((message) => {
              const status = statusAfter(message, event);
              return status === message.status ? message : { ...message, status };
            }),
          })),
        }
      : pages,
  );
}

/** Each chat of the cached list through `change` (the list's pages as they were otherwise). */
function updateListedChats(queryClient: QueryClient, change: (chat: Chat) => Chat): void {
  queryClient.setQueryData<ChatPages>(chatsKeys.list(), (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({ ...page, data: page.data.map(change) })),
        }
      : pages,
  );
}

/** The user read a conversation: no unread count left on it, in the list or in the menu. */
export function clearUnread(queryClient: QueryClient, chatId: number): void {
  updateListedChats(queryClient, (chat) => (chat.id === chatId ? { ...chat, unread: 0 } : chat));
  queryClient.setQueryData<ChatSummary[]>(chatsKeys.summary(), (summary) =>
    summary?.filter((item) => item.chat_id !== chatId),
  );
}

/** A chat with the block and the policies of a `chat.block` event (other chats as they were). */
export function withBlock<T extends Chat>(chat: T, event: ChatBlockEvent): T {
  if (chat.id !== event.chat_id) return chat;
  const { blocked_by_me, blocked_by_other, policies } = event;
  return { ...chat, blocked_by_me, blocked_by_other, policies };
}

/**
 * The chat was blocked or unblocked (by either party, on any page): its open conversation shows
 * or hides the notice and the composer, and the list holds the same, without asking again.
 */
export function applyBlock(queryClient: QueryClient, event: ChatBlockEvent): void {
  queryClient.setQueryData<Chat>(chatsKeys.chat(event.chat_id), (chat) =>
    chat ? withBlock(chat, event) : chat,
  );
  updateListedChats(queryClient, (chat) => withBlock(chat, event));
}

/**
 * What the cache holds of a chat may be behind the server (a send was refused as blocked): its
 * header and the list are read again, where they are shown now or when next opened.
 */
export function refreshChat(queryClient: QueryClient, chatId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chatsKeys.chat(chatId) }),
    queryClient.invalidateQueries({ queryKey: chatsKeys.list() }),
  ]).then(() => undefined);
}
