import { useSyncExternalStore } from 'react';
import { createListeners } from '@/lib/listeners';

/** How long "typing…" shows after the last sign (the other side repeats it every 3 s while typing). */
export const TYPING_SHOWN_MS = 5_000;

const typingUntil = new Map<number, number>();
const listeners = createListeners();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const { notify } = listeners;

/** The other side of a conversation is typing now (`chat.typing`). */
export function markTyping(chatId: number, now = Date.now()): void {
  typingUntil.set(chatId, now + TYPING_SHOWN_MS);
  clearTimeout(timers.get(chatId));
  timers.set(
    chatId,
    setTimeout(() => {
      typingUntil.delete(chatId);
      timers.delete(chatId);
      notify();
    }, TYPING_SHOWN_MS),
  );
  notify();
}

/** Their message arrived: they stopped typing it. */
export function stopTyping(chatId: number): void {
  clearTimeout(timers.get(chatId));
  timers.delete(chatId);
  if (typingUntil.delete(chatId)) notify();
}

/** Whether the other side of the conversation is typing now. */
export function useIsTyping(chatId: number): boolean {
  return useSyncExternalStore(
    listeners.subscribe,
    () => typingUntil.has(chatId),
    () => false,
  );
}
