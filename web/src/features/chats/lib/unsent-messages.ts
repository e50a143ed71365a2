import { useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-client';
import { createListeners } from '@/lib/listeners';
import { getSession, subscribeSession } from '@/lib/session';
import type { OutgoingMessage } from '../api/send-message';

/** Why a message was refused (in the reader's language), and whether sending it again can help. */
export interface UnsentFailure {
  reason: string;
  retryable: boolean;
}

/** A message of this tab on its way, or refused. */
export interface UnsentMessage extends OutgoingMessage {
  key: number;
  chatId: number;
  /** Why it was refused; undefined while on its way. */
  failure: UnsentFailure | undefined;
}

const NONE: readonly UnsentMessage[] = [];

/**
 * Whether the same message sent again may get through: when the network failed (status 0), the
 * server failed or was busy (5xx, 408), or the sender went too fast (429). A refusal of the
 * message itself or of the sender (a file that is not an image, a blocked chat, a restriction,
 * invalid text) answers the same every time.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * The messages not (yet) sent, by chat, and the drafts (below). They belong to the tab, not to
 * the conversation's screen: a refused message is still there, with its actions, after the
 * writer opened another chat and came back. They go with the session (another user in this tab
 * never sees them).
 */
let byChat = new Map<number, readonly UnsentMessage[]>();
let owner = getSession()?.user_id;
let lastKey = 0;
const listeners = createListeners();

/** A chat's unsent messages, oldest first. */
export const unsentOf = (chatId: number): readonly UnsentMessage[] => byChat.get(chatId) ?? NONE;

/** Adds a message to its chat's unsent ones; answers it. */
export function addUnsent(chatId: number, message: OutgoingMessage): UnsentMessage {
  const item: UnsentMessage = { ...message, key: ++lastKey, chatId, failure: undefined };
  updateUnsent(chatId, (current) => [...current, item]);
  return item;
}

/**
 * Sets where one stands: refused for `reason` (the `error` tells whether a retry can help), or
 * on its way again (undefined).
 */
export function markUnsent(item: UnsentMessage, reason: string | undefined, error?: unknown): void {
  const failure = reason === undefined ? undefined : { reason, retryable: isRetryable(error) };
  updateUnsent(item.chatId, (current) =>
    current.map((other) => (other.key === item.key ? { ...other, failure } : other)),
  );
}

/** Takes a message out once the server has it. */
export function dropUnsent(item: UnsentMessage): void {
  updateUnsent(item.chatId, (current) => current.filter((other) => other.key !== item.key));
}

/**
 * Gives up the refused message this failure belongs to: it goes, and its text goes back to the
 * conversation's draft when nothing is being written there (to correct or send later). Answers
 * whether the text went back.
 */
export function discardUnsent(failure: UnsentFailure): boolean {
  for (const [chatId, items] of byChat) {
    const item = items.find((other) => other.failure === failure);
    if (!item) continue;
    dropUnsent(item);
    if (!item.msg.trim() || draftOf(chatId).trim()) return false;
    keepDraft(chatId, item.msg);
    return true;
  }
  return false;
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

/*
 * Drafts: the text typed in a conversation and not sent, by chat, so that it is still there
 * after another conversation was opened (the composer is mounted per chat). Kept in session
 * storage with the user they belong to: they outlive a reload of the tab, never the tab, and a
 * draft of one user is never shown to another.
 */
const DRAFTS_KEY = 'bilim.chat-drafts';
const draftListeners = createListeners();

interface StoredDrafts {
  user: number;
  texts: Record<string, string>;
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function loadDrafts(user: number | undefined): Map<number, string> {
  try {
    const raw = sessionStore()?.getItem(DRAFTS_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<StoredDrafts>) : undefined;
    if (user === undefined || stored?.user !== user || typeof stored.texts !== 'object') {
      return new Map();
    }
    return new Map(
      Object.entries(stored.texts ?? {})
        .filter(([, text]) => typeof text === 'string' && text !== '')
        .map(([chatId, text]) => [Number(chatId), text]),
    );
  } catch {
    return new Map();
  }
}

let drafts = loadDrafts(owner);

function saveDrafts(): void {
  try {
    const storage = sessionStore();
    if (owner === undefined || drafts.size === 0) storage?.removeItem(DRAFTS_KEY);
    else {
      const stored: StoredDrafts = { user: owner, texts: Object.fromEntries(drafts) };
      storage?.setItem(DRAFTS_KEY, JSON.stringify(stored));
    }
  } catch {
    // Storage full or blocked: the draft stays in memory for this page only.
  }
}

/** The text being written in a chat ('' when none). */
export const draftOf = (chatId: number | undefined): string =>
  chatId === undefined ? '' : (drafts.get(chatId) ?? '');

/** Keeps what is written in a chat; '' (once sent, or erased) forgets it. */
export function keepDraft(chatId: number, text: string): void {
  if (draftOf(chatId) === text) return;
  drafts = new Map(drafts);
  if (text === '') drafts.delete(chatId);
  else drafts.set(chatId, text);
  saveDrafts();
  draftListeners.notify();
}

/** The chat's draft, re-rendering as it changes; '' without a chat (a conversation to start). */
export function useDraft(chatId: number | undefined): string {
  return useSyncExternalStore(
    draftListeners.subscribe,
    () => draftOf(chatId),
    () => '',
  );
}

subscribeSession(() => {
  const user = getSession()?.user_id;
  if (user === owner) return;
  owner = user;
  byChat = new Map();
  drafts = new Map();
  saveDrafts();
  listeners.notify();
  draftListeners.notify();
});
