import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentSession, Session } from '@bilim/contract/auth';
import type { Data } from '@bilim/contract/api';
import type { Role } from '@bilim/contract/constants';
import { paths } from '@/config/paths';
import { supportPaths } from '@/config/support-paths';
import { api } from '@/lib/api-client';
import { getSession, setSession } from '@/lib/session';
import { impersonate, returnToStaff } from '../lib/staff-session';
import { staffKeys } from './staff-keys';

/** PUT /api/session/role: act as one held role, or all (null); the stored session follows. */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: Role | null) =>
      (await api.put<Data<CurrentSession>>('/api/session/role', { role })).data,
    onSuccess: (current) => {
      const session = getSession();
      if (session)
        setSession({ ...session, roles: current.roles, acting_role: current.acting_role });
      // What staff may see changed: their data is read again.
      return queryClient.resetQueries({ queryKey: staffKeys.all });
    },
  });
}

/**
 * POST /api/support/users/{id}/impersonate: sign in as the user, keeping the staff session aside;
 * the user's cabinet opens afresh.
 */
export function useImpersonate() {
  return useMutation({
    mutationFn: (userId: number) => api.post<Session>(`/api/support/users/${userId}/impersonate`),
    onSuccess: (session) => impersonate(session, paths.cabinet.getHref()),
  });
}

/**
 * POST /api/impersonation/end, then back to the staff session kept aside, on the user's support
 * page. A session the server already ended (its staff session was revoked) still returns; a kept
 * staff session the server no longer knows signs out at its first call.
 */
export function useEndImpersonation() {
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post('/api/impersonation/end');
      } catch {
        // Ended already, or the network failed: the staff member still goes back.
      }
    },
    onSettled: () => {
      const userId = getSession()?.user_id;
      returnToStaff(() => (userId ? supportPaths.user.getHref(userId) : paths.support.getHref()));
    },
  });
}
