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

/** A form's body with the key that names its request: a retry after a lost answer is the same. */
type Once<Body> = Body & { requestKey: string };

/**
 * An admin's POST that must happen once (money, accounts): sent with its Idempotency-Key, and
 * the screens it changes (`refreshed` query roots) read again after it.
 */
function usePostOnce<Schema extends z.ZodType, Answer>(
  path: string,
  schema: Schema,
  refreshed: ReadonlyArray<readonly unknown[]>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestKey, ...body }: Once<z.input<Schema>>) =>
      (
        await request<Data<Answer>>(path, {
          method: 'POST',
          body: schema.parse(body),
          headers: { 'Idempotency-Key': requestKey },
        })
      ).data,
    onSuccess: () =>
      Promise.all(refreshed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export type AdjustmentInput = Once<z.input<typeof adjustmentBody>>;

/**
 * POST /api/admin/accounts/{id}/adjustments: an audited correction with its reason; the money
 * screens (balance, history) of that account read again.
 */
export const useAdjustBalance = (accountId: number) =>
  usePostOnce<typeof adjustmentBody, LedgerEntry>(
    `/api/admin/accounts/${accountId}/adjustments`,
    adjustmentBody,
    [queryRoots.account, queryRoots.admin],
  );

/**
 * POST /api/admin/users/{id}/accounts: an account the admin opens for a user (audited); the
 * user's page and the accounts list read again.
 */
export const useOpenAccountFor = (userId: number) =>
  usePostOnce<typeof accountCreateBody, CabinetAccount>(
    `/api/admin/users/${userId}/accounts`,
    accountCreateBody,
    [queryRoots.staff, queryRoots.admin],
  );

/**
 * POST /api/admin/accounts/{id}/tariff: a tariff for one period without a charge, with the
 * reason the audit log keeps; the account's money screens read again.
 */
export const useGrantTariff = (accountId: number) =>
  usePostOnce<typeof tariffGrantBody, TariffChangeAnswer['data']>(
    `/api/admin/accounts/${accountId}/tariff`,
    tariffGrantBody,
    [queryRoots.account, queryRoots.admin],
  );
