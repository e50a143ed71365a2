import { queryOptions, useQuery } from '@tanstack/react-query';
import { cabinetAccountsAnswer, type CabinetAccount } from '@bilim/contract/cabinet';
import { api } from '@/lib/api-client';
import { cabinetKeys } from './listing-kinds';

export async function getCabinetAccounts(signal?: AbortSignal): Promise<CabinetAccount[]> {
  return (await api.get('/api/cabinet/accounts', cabinetAccountsAnswer, signal)).data;
}

/** GET /api/cabinet/accounts: the user's accounts with tariff and counts by state. */
export const cabinetAccountsQueryOptions = () =>
  queryOptions({
    queryKey: cabinetKeys.accounts(),
    queryFn: ({ signal }) => getCabinetAccounts(signal),
  });

export const useCabinetAccounts = () => useQuery(cabinetAccountsQueryOptions());
