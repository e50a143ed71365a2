import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restoreResetBody, type RestoreResetBody, type Session } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';
import { forgetUserData } from '@/lib/query-client';
import { setSession } from '@/lib/session';
import { authKeys } from './auth-keys';

/**
 * GET /api/restore/:token: whether the link can still set a password (422 RESTORE_LINK_INVALID
 * when used, expired or unknown), asked once so a dead link says so before its form is filled.
 */
export function useRestoreLink(token: string) {
  return useQuery({
    queryKey: authKeys.restoreLink(token),
    queryFn: () => api.get<{ data: { usable: true } }>(`/api/restore/${encodeURIComponent(token)}`),
    staleTime: Infinity,
    // Not the user's data: kept when signing in with the new password clears theirs, so the used
    // link is not asked about again (and said dead) on the way to the profile.
    meta: { public: true },
  });
}

export async function resetPassword(input: RestoreResetBody): Promise<Session> {
  return api.post<Session>('/api/restore/reset', restoreResetBody.parse(input));
}

/**
 * POST /api/restore/reset: sets the new password and signs in with it. Silent: the form says every
 * failure itself (a dead link in place of the form, a restriction or a rate limit above it).
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    meta: { silent: true },
    onSuccess: (session) => {
      setSession(session);
      forgetUserData(queryClient);
    },
  });
}
