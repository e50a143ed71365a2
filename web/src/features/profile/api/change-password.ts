import { useMutation } from '@tanstack/react-query';
import { passwordChangeBody, type PasswordChangeBody, type Session } from '@bilim/contract/auth';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/session';

export async function changePassword(input: PasswordChangeBody): Promise<Session> {
  return api.put<Session>('/api/cabinet/profile/password', passwordChangeBody.parse(input));
}

/**
 * PUT /api/cabinet/profile/password: answers a fresh session (the others are revoked). Silent:
 * the form says every failure itself (a lock after wrong current passwords among them).
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    meta: { silent: true },
    onSuccess: (session) => setSession(session),
  });
