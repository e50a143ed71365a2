import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onResync, readBefore, subscribe } from '@/lib/realtime';
import { getSession } from '@/lib/session';
import { chatsKeys } from '../api/chats-keys';
import { addMessage, applyBlock, applyRead } from '../lib/chat-cache';
import { markTyping, stopTyping } from '../lib/typing';

/**
 * Keeps the chats current from the realtime channel, on every page: a message goes into its
 * conversation and to the top of the list (and raises the menu's count when it is someone
 * else's), read marks update one's own messages, a block or unblock by either party shows or
 * hides the conversation's notice and composer, typing shows for a few seconds. Whatever was
 * read before the channel was open is read again once it is.
 */
export function useLiveChats(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopMessages = subscribe('chat.message', ({ message }) => {
      const mine = message.sender_id === getSession()?.user_id;
      if (!mine) stopTyping(message.chat_id);
      addMessage(queryClient, message, mine);
    });
    const stopReads = subscribe('chat.read', (event) => applyRead(queryClient, event));
    const stopBlocks = subscribe('chat.block', (event) => applyBlock(queryClient, event));
    const stopTypingEvents = subscribe('chat.typing', ({ chat_id: chatId }) => markTyping(chatId));
    const stopResync = onResync((reason, since) =>
      reason === 'connected'
        ? queryClient.invalidateQueries({ queryKey: chatsKeys.all, predicate: readBefore(since) })
        : undefined,
    );
    return () => {
      stopMessages();
      stopReads();
      stopBlocks();
      stopTypingEvents();
      stopResync();
    };
  }, [queryClient]);
}
