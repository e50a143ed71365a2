import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Account } from '@bilim/contract/money';
import { api } from '@/lib/api-client';
import { useCurrentAccount } from '@/lib/current-account';
import { accountKeys } from './account-keys';

export async function getAccount(accountId: number, signal?: AbortSignal): Promise<Account> {
  return (await api.get<Data<Account>>(`/api/account?account_id=${accountId}`, signal)).data;
}

/** GET /api/account?account_id=: balance, tariff, limits and usage, payments, badge, notices. */
export const accountQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountKeys.detail(accountId),
    queryFn: ({ signal }) => getAccount(accountId, signal),
  });

/**
 * The current account's money: the user's accounts (GET /api/cabinet/accounts, for the switcher)
 * and GET /api/account of the chosen one once it is known.
 */
export function useCurrentMoneyAccount(options: { enabled?: boolean } = {}) {
  const accounts = useCurrentAccount();
  const id = accounts.account?.id;
  const money = useQuery({
    ...accountQueryOptions(id ?? 0),
    enabled: id !== undefined && options.enabled !== false,
  });
  return { accounts, money };
}
