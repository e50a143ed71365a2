import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerBody, type RegisterBody, type Session } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';
import { forgetUserData } from '@/lib/query-client';
import { setSession } from '@/lib/session';

export async function register(input: RegisterBody): Promise<Session> {
  return api.post<Session>('/api/register', registerBody.parse(input));
}

/** POST /api/register; the answer is a session, stored at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => {
      setSession(session);
      forgetUserData(queryClient);
    },
  });
}
