import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { UserSession } from '@bilim/contract/sessions';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/cabinet/profile/sessions: where the account is signed in, the current first. */
export const useUserSessions = () =>
  useQuery({
    queryKey: profileKeys.sessions(),
    queryFn: async ({ signal }) =>
      (await api.get<Data<UserSession[]>>('/api/cabinet/profile/sessions', signal)).data,
  });

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() });
}

/** DELETE /api/cabinet/profile/sessions/{id}: signs that session out. */
export function useSignOutSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/cabinet/profile/sessions/${id}`),
    onSettled: refresh,
  });
}

/** DELETE /api/cabinet/profile/sessions: signs every other session out. */
export function useSignOutOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: async () =>
      (await api.delete<Data<{ revoked: number }>>('/api/cabinet/profile/sessions')).data,
    onSettled: refresh,
  });
}
