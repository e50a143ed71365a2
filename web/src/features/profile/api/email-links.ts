import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** POST /api/email-change/confirm: the link's token makes its address the account's e-mail. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await api.post<Data<{ email: string }>>('/api/email-change/confirm', { token })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail() }),
  });
}
