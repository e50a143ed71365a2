import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { forgetUserData } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { paths } from '@/config/paths';

export async function logout(): Promise<void> {
  await api.post('/api/logout');
}

/**
 * Log Out: revoke the token (a failure is ignored), go home, clear the session and drop every
 * cached query that belonged to the user (public dictionaries stay).
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is dropped locally either way.
    }
    clearSession({ onPurpose: true });
    await navigate(paths.home.getHref());
    forgetUserData(queryClient);
  }, [queryClient, navigate]);
}
