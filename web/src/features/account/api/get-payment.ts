import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Payment } from '@bilim/contract/money';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** How often and how many times a pending payment is asked about (about a minute in all). */
export const PAYMENT_POLL_INTERVAL_MS = 1_000;
export const PAYMENT_POLL_LIMIT = 60;

export async function getPayment(paymentId: number, signal?: AbortSignal): Promise<Payment> {
  return (await api.get<Data<Payment>>(`/api/account/payments/${paymentId}`, signal)).data;
}

/** Whether a payment is still asked about: pending, and asked fewer than PAYMENT_POLL_LIMIT times. */
export const isPolling = (state: { data?: Payment; dataUpdateCount: number }) =>
  state.data?.state === 'pending' && state.dataUpdateCount < PAYMENT_POLL_LIMIT;

/**
 * GET /api/account/payments/{id}, asked again every second while the provider has not answered,
 * at most PAYMENT_POLL_LIMIT times.
 */
export const paymentQueryOptions = (paymentId: number) =>
  queryOptions({
    queryKey: accountKeys.payment(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    staleTime: 0,
    refetchInterval: (query) => (isPolling(query.state) ? PAYMENT_POLL_INTERVAL_MS : false),
  });

export const usePayment = (paymentId: number) => useQuery(paymentQueryOptions(paymentId));
