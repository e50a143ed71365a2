import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { restoreResetBody, type RestoreResetBody, type Session } from '@bilim/contract/auth';
import { api, isApiError } from '@/lib/api-client';
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

/** The key of the resets made with one link, so the page's heading can tell when one found it dead. */
const resetKey = (token: string) => ['restore-reset', token] as const;

/**
 * Whether the link is known dead (RESTORE_LINK_INVALID): from its check, or from the last try to
 * set a password with it (used up in another tab meanwhile). One answer for the form, which then
 * shows the notice in its place, and for the page's heading, which then says so too.
 */
export function useRestoreLinkDead(token: string): boolean {
  return useRestoreLinkState(token) === 'dead';
}

/** The link as the page knows it: still being checked, dead, or (as far as known) usable. */
export function useRestoreLinkState(token: string): 'checking' | 'dead' | 'usable' {
  const link = useRestoreLink(token);
  const resetErrors = useMutationState({
    filters: { mutationKey: resetKey(token) },
    select: (mutation) => mutation.state.error,
  });
  const error = resetErrors.at(-1) ?? link.error;
  if (isApiError(error) && error.code === 'RESTORE_LINK_INVALID') return 'dead';
  return link.isPending ? 'checking' : 'usable';
}

export async function resetPassword(input: RestoreResetBody): Promise<Session> {
  return api.post<Session>('/api/restore/reset', restoreResetBody.parse(input));
}

/**
 * POST /api/restore/reset: sets the new password and signs in with it. Silent: the form says every
 * failure itself (a dead link in place of the form, a restriction or a rate limit above it).
 */
export function useResetPassword(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: resetKey(token),
    mutationFn: resetPassword,
    meta: { silent: true },
    onSuccess: (session) => {
      setSession(session);
      forgetUserData(queryClient);
    },
  });
}
