import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of the money screens. Every key starts with 'account' so a sign-out forgets them and
 * one invalidation after a balance change reaches the header badge, the account screen and the
 * history alike.
 */
export const accountKeys = {
  all: queryRoots.account,
  /** GET /api/account: the header badge and the account screen share it. */
  detail: (accountId: number) => [...queryRoots.account, 'detail', accountId] as const,
  history: (accountId: number, query: Record<string, unknown>) =>
    [...queryRoots.account, 'history', accountId, query] as const,
  payment: (paymentId: number) => [...queryRoots.account, 'payment', paymentId] as const,
  /** GET /api/tariffs: public, the same for every user. */
  tariffs: () => queryRoots.tariffs,
  /** Every preview of the account, whatever the tariff asked about. */
  previews: (accountId: number) => [...queryRoots.account, 'tariff-preview', accountId] as const,
  preview: (accountId: number, query: Record<string, unknown>) =>
    [...queryRoots.account, 'tariff-preview', accountId, query] as const,
};
