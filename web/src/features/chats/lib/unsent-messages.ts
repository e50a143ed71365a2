import { useSyncExternalStore } from 'react';
import { createListeners } from '@/lib/listeners';
import { getSession, subscribeSession } from '@/lib/session';
import type { OutgoingMessage } from '../api/send-message';

/** A message of this tab on its way, or refused (with the reason, in the reader's language). */
export interface UnsentMessage extends OutgoingMessage {
  key: number;
  chatId: number;
  /** Why it was refused; undefined while on its way. */
  failure: string | undefined;
}

const NONE: readonly UnsentMessage[] = [];

/**
 * The messages not (yet) sent, by chat. They belong to the tab, not to the conversation's
 * screen: a refused message is still there, with its retry, after the writer opened another
 * chat and came back. They go with the session (another user in this tab never sees them).
 */
let byChat = new Map<number, readonly UnsentMessage[]>();
let owner = getSession()?.user_id;
let lastKey = 0;
const listeners = createListeners();

subscribeSession(() => {
  const user = getSession()?.user_id;
  if (user === owner) return;
  owner = user;
  byChat = new Map();
  listeners.notify();
});

export const unsentOf = (chatId: number): readonly UnsentMessage[] => byChat.get(chatId) ?? NONE;

/** Adds a message to its chat's unsent ones; answers it. */
export function addUnsent(chatId: number, message: OutgoingMessage): UnsentMessage {
  const item: UnsentMessage = { ...message, key: ++lastKey, chatId, failure: undefined };
  updateUnsent(chatId, (current) => [...current, item]);
  return item;
}

/** Sets where one stands: `failure` for a refusal, undefined while on its way again. */
export function markUnsent(item: UnsentMessage, failure: string | undefined): void {
  updateUnsent(item.chatId, (current) =>
    current.map((other) => (other.key === item.key ? { ...other, failure } : other)),
  );
}

/** Takes a message out once the server has it. */
export function dropUnsent(item: UnsentMessage): void {
  updateUnsent(item.chatId, (current) => current.filter((other) => other.key !== item.key));
}

function updateUnsent(
  chatId: number,
  update: (current: readonly UnsentMessage[]) => readonly UnsentMessage[],
): void {
  const next = update(unsentOf(chatId));
  byChat = new Map(byChat);
  if (next.length === 0) byChat.delete(chatId);
  else byChat.set(chatId, next);
  listeners.notify();
}

/** The chat's unsent messages, oldest first, re-rendering as they change. */
export function useUnsentMessages(chatId: number): readonly UnsentMessage[] {
  return useSyncExternalStore(
    listeners.subscribe,
    () => unsentOf(chatId),
    () => NONE,
  );
}
