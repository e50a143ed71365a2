import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Data, Page } from '@bilim/contract/api';
import type { AdminAccount, AdminAccountsQuery } from '@bilim/contract/admin';
import type { LedgerEntry, TariffChangeAnswer } from '@bilim/contract/money';
import type { CabinetAccount } from '@bilim/contract/cabinet';
import { accountCreateBody, adjustmentBody, tariffGrantBody } from '@bilim/contract/money';
import type { z } from 'zod';
import { api, request } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { adminKeys } from './admin-keys';

/** GET /api/admin/accounts: by title, owner's name or e-mail; newest first; paged. */
export function useAdminAccounts(query: AdminAccountsQuery) {
  const search = new URLSearchParams({ page: String(query.page ?? 1) });
  if (query.q) search.set('q', query.q);

  return useQuery({
    queryKey: adminKeys.accounts({ ...query }),
    queryFn: ({ signal }) => api.get<Page<AdminAccount>>(`/api/admin/accounts?${search}`, signal),
    placeholderData: keepPreviousData,
  });
}

export type AdjustmentInput = z.input<typeof adjustmentBody> & {
  /** One per form: a retry of the same adjustment is answered, never posted twice. */
  requestKey: string;
};

/**
 * POST /api/admin/accounts/{id}/adjustments: an audited correction with its reason; the money
 * screens (balance, history) of that account read again.
 */
export function useAdjustBalance(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestKey, ...body }: AdjustmentInput) =>
      (
        await request<Data<LedgerEntry>>(`/api/admin/accounts/${accountId}/adjustments`, {
          method: 'POST',
          body: adjustmentBody.parse(body),
          headers: { 'Idempotency-Key': requestKey },
        })
      ).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.account }),
        queryClient.invalidateQueries({ queryKey: queryRoots.admin }),
      ]),
  });
}

export type OpenAccountInput = z.input<typeof accountCreateBody> & {
  /** One per form: a retry of the same request answers the account it opened. */
  requestKey: string;
};

/**
 * POST /api/admin/users/{id}/accounts: an account the admin opens for a user (audited); the
 * user's page and the accounts list read again.
 */
export function useOpenAccountFor(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestKey, ...body }: OpenAccountInput) =>
      (
        await request<Data<CabinetAccount>>(`/api/admin/users/${userId}/accounts`, {
          method: 'POST',
          body: accountCreateBody.parse(body),
          headers: { 'Idempotency-Key': requestKey },
        })
      ).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.staff }),
        queryClient.invalidateQueries({ queryKey: queryRoots.admin }),
      ]),
  });
}

export type GrantTariffInput = z.input<typeof tariffGrantBody> & {
  /** One per form: a retry after a lost answer is the same change. */
  requestKey: string;
};

/**
 * POST /api/admin/accounts/{id}/tariff: a tariff for one period without a charge, with the
 * reason the audit log keeps; the account's money screens read again.
 */
export function useGrantTariff(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestKey, ...body }: GrantTariffInput) =>
      (
        await request<TariffChangeAnswer>(`/api/admin/accounts/${accountId}/tariff`, {
          method: 'POST',
          body: tariffGrantBody.parse(body),
          headers: { 'Idempotency-Key': requestKey },
        })
      ).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.account }),
        queryClient.invalidateQueries({ queryKey: queryRoots.admin }),
      ]),
  });
}
