import { api } from '@/lib/api-client';

/** How often, at most, the other side is told that the user is still typing. */
export const TYPING_EVERY_MS = 3_000;

/**
 * POST /api/chats/{id}/typing: tells the other side, live, that the user is typing. Nothing
 * depends on it, so a failure is not even logged.
 */
export function sendTyping(chatId: number): void {
  api.post<unknown>(`/api/chats/${chatId}/typing`).catch(() => undefined);
}
