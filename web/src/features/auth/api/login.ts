import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginBody, type LoginBody, type Session } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';
import { forgetUserData } from '@/lib/query-client';
import { setSession } from '@/lib/session';

export async function loginWithPassword(input: LoginBody): Promise<Session> {
  return api.post<Session>('/api/login-password', loginBody.parse(input));
}

/**
 * POST /api/login-password; stores the session the server answers. Silent: the form says every
 * failure itself (a wrong password on its field, a lock or a rate limit above it).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithPassword,
    meta: { silent: true },
    onSuccess: (session) => {
      setSession(session);
      forgetUserData(queryClient);
    },
  });
}
