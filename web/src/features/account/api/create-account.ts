import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Data } from '@bilim/contract/api';
import { accountCreateBody } from '@bilim/contract/money';
import { request } from '@/lib/api-client';
import { accountsQueryKey, setCurrentAccountId } from '@/lib/current-account';

/** Only the new account's id is needed here: the lists are fetched again. */
/** One submission of the form: `requestKey` is its Idempotency-Key, the same for every retry. */
export interface AccountCreateRequest {
  input: z.input<typeof accountCreateBody>;
  requestKey: string;
}

/** A retry after a lost answer gets the account the first attempt made, not a second one. */
export async function createAccount({ input, requestKey }: AccountCreateRequest) {
  const answered = await request<Data<{ id: number; title: string }>>('/api/accounts', {
    method: 'POST',
    body: accountCreateBody.parse(input),
    headers: { 'Idempotency-Key': requestKey },
  });
  return answered.data;
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
