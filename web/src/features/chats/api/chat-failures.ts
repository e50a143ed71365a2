import { isApiError } from '@/lib/api-client';

/**
 * What a failed chat call does (spec §8: chat failures are only logged). A 401 needs nothing
 * more: the API client has ended the session, and the signed-in guard leads to the login. A
 * refusal the screen explains (no connection, a 4xx with its code) is a warning in one line;
 * a server failure or anything unexpected is an error with its trace.
 */
export function logChatFailure(error: unknown, call: string): void {
  if (isApiError(error) && error.status === 401) return;
  if (isApiError(error) && error.status < 500) {
    console.warn(`${call} refused: ${error.status} ${error.code ?? error.message}`);
    return;
  }
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
