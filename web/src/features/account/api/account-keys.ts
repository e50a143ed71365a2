import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the money screens. Every key starts with 'account' so a sign-out forgets them and
 * one invalidation after a balance change reaches the header badge, the account screen and the
 * history alike.
 */
export const accountKeys = {
  all: ['account'] as const,
  /** GET /api/account: the header badge and the account screen share it. */
  detail: (accountId: number) => ['account', 'detail', accountId] as const,
  history: (accountId: number, query: Record<string, unknown>) =>
    ['account', 'history', accountId, query] as const,
  payment: (paymentId: number) => ['account', 'payment', paymentId] as const,
  preview: (accountId: number, query: Record<string, unknown>) =>
    ['account', 'tariff-preview', accountId, query] as const,
};

/**
 * After the balance or the tariff changed: the account answers (badge, account screen, history,
 * previews) and the cabinet (limits, counts by state, records that were unpublished).
 */
export async function refreshAfterMoneyChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['cabinet'] }),
  ]);
}
