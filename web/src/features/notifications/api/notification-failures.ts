import { isApiError } from '@/lib/api-client';
import { reloadPage } from '@/lib/page-reload';
import { getSession, wasSignedOutOnPurpose } from '@/lib/session';

/**
 * What a failed notification call does (spec §8): a 401 that ended the session (the API client
 * clears it) reloads the page signed out; a 401 of a token already let go of (a Log Out in this
 * tab, a newer sign-in) does nothing more, and anything else is only logged (no toast).
 */
export function handleNotificationFailure(error: unknown, call: string): void {
  if (isApiError(error) && error.status === 401) {
    if (getSession() === null && !wasSignedOutOnPurpose()) reloadPage();
    return;
  }
  console.error(`${call} failed`, error);
}
