import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreResetBody, type RestoreResetBody, type Session } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';
import { forgetUserData } from '@/lib/query-client';
import { setSession } from '@/lib/session';

export async function resetPassword(input: RestoreResetBody): Promise<Session> {
  return api.post<Session>('/api/restore/reset', restoreResetBody.parse(input));
}

/** POST /api/restore/reset: sets the new password and signs in with it. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (session) => {
      setSession(session);
      forgetUserData(queryClient);
    },
  });
}
