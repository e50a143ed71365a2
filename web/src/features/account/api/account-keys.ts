import { moneyQueryKey } from '@/lib/current-account';

/**
 * Query keys of the money screens. Every key starts with 'account' so a sign-out forgets them and
 * one invalidation after a balance change reaches the header badge, the account screen and the
 * history alike.
 */
export const accountKeys = {
  all: moneyQueryKey,
  /** GET /api/account: the header badge and the account screen share it. */
  detail: (accountId: number) => ['account', 'detail', accountId] as const,
  history: (accountId: number, query: Record<string, unknown>) =>
    ['account', 'history', accountId, query] as const,
  payment: (paymentId: number) => ['account', 'payment', paymentId] as const,
  /** Every preview of the account, whatever the tariff asked about. */
  previews: (accountId: number) => ['account', 'tariff-preview', accountId] as const,
  preview: (accountId: number, query: Record<string, unknown>) =>
    ['account', 'tariff-preview', accountId, query] as const,
};
