import { isApiError } from '@/lib/api-client';

/**
 * What a failed chat call does (spec §8: chat failures are only logged). A 401 needs nothing
 * more: the API client has ended the session, and the signed-in guard leads to the login.
 */
export function logChatFailure(error: unknown, call: string): void {
  if (isApiError(error) && error.status === 401) return;
  console.error(`${call} failed`, error);
}

/** Runs a chat call, logging its failure (but not an abort: the screen has moved on) and passing it on. */
export async function logFailureOf<T>(
  call: string,
  signal: AbortSignal | undefined,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!signal?.aborted) logChatFailure(error, call);
    throw error;
  }
}
