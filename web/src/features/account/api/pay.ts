import { useMutation } from '@tanstack/react-query';
import { payBody, type PayAnswer } from '@bilim/contract/money';
import { api } from '@/lib/api-client';

export interface PayInput {
  accountId: number;
  /** Minor units. */
  amount: number;
}

export async function pay({ accountId, amount }: PayInput) {
  const body = payBody.parse({ account_id: accountId, payment: amount });
  return (await api.post<PayAnswer>('/api/account/pay', body)).data;
}

/** POST /api/account/pay: a payment with the provider and the checkout to send the user to. */
export const usePay = () => useMutation({ meta: { silent: true }, mutationFn: pay });
