import { isApiError } from '@/lib/api-client';

/**
 * What a failed chat call does (spec §8: chat failures are only logged). A 401 needs nothing
 * more: the API client has ended the session, and the signed-in guard leads to the login.
 */
export function logChatFailure(error: unknown, call: string): void {
  if (isApiError(error) && error.status === 401) return;
  console.error(`${call} failed`, error);
}
