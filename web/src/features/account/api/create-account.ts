import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountCreateBody } from '@bilim/contract/money';
import { api } from '@/lib/api-client';
import { accountsQueryKey, setCurrentAccountId } from '@/lib/current-account';

/** Only the new account's id is needed here: the lists are fetched again. */
const answer = z.object({ data: z.object({ id: z.number().int(), title: z.string() }) });

export async function createAccount(input: z.input<typeof accountCreateBody>) {
  return (await api.post('/api/accounts', accountCreateBody.parse(input), answer)).data;
}

/** POST /api/accounts: another provider profile; it becomes the current account. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: async (account) => {
      setCurrentAccountId(account.id);
      await queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    },
  });
}
