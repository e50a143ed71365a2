import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { request } from '@/lib/api-client';
import { forgetUserData } from '@/lib/query-client';
import { clearSession, getSession } from '@/lib/session';
import { paths } from '@/config/paths';

/** POST /api/logout for a token this tab has already let go of. */
export async function logout(accessToken: string): Promise<void> {
  await request('/api/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

/**
 * Log Out: go home, clear the session (which closes the realtime channel), drop every cached
 * query that belonged to the user (public dictionaries stay), then revoke the token (a failure
 * is ignored). The session goes before the server hears of it, so nothing of this tab's still
 * in flight meets the revoked token and takes it for a session that expired elsewhere.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const session = getSession();
    await navigate(paths.home.getHref());
    clearSession({ onPurpose: true });
    forgetUserData(queryClient);
    if (!session) return;
    try {
      await logout(session.access_token);
    } catch {
      // The token is dropped locally either way.
    }
  }, [queryClient, navigate]);
}
