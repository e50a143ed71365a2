import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reloadPage } from '@/lib/page-reload';
import { clearSession, setSession } from '@/lib/session';
import { handleNotificationFailure } from './notification-failures';

const expired = new ApiError(401, 'Session Has Expired', 'SESSION_EXPIRED');
const signIn = (token: string) =>
  setSession({ access_token: token, user_id: 1, name: 'Dana', roles: [] });

describe('a failed notification call', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reloads the page when a 401 ended the session (the API client cleared it)', () => {
    signIn('token-1');
    clearSession();
    handleNotificationFailure(expired, 'GET /notifications');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the token of a Log Out in this tab', () => {
    signIn('token-1');
    clearSession({ onPurpose: true });
    handleNotificationFailure(expired, 'GET /notifications');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload when a newer session is signed in', () => {
    signIn('token-2');
    handleNotificationFailure(expired, 'GET /notifications');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('only logs any other failure', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn('token-1');
    handleNotificationFailure(new ApiError(500, 'Server error'), 'POST /notifications/{id}');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toContain('POST /notifications/{id}');
  });
});
