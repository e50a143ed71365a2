import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { CabinetAccount } from '@bilim/contract/cabinet';
import { api } from './api-client';
import { createLocalStorageStore } from './local-storage-store';
import { queryRoots } from './query-keys';

/**
 * The signed-in user's accounts (provider profiles) and the current one, which the cabinet,
 * the balance and the tariff screens all work on. The choice is kept in local storage under
 * the key `accountId`.
 */
const accountStore = createLocalStorageStore('accountId');

/** Query key of GET /api/cabinet/accounts (under the cabinet's keys, so its invalidations reach it). */
export const accountsQueryKey = [...queryRoots.cabinet, 'accounts'] as const;

export async function getAccounts(signal?: AbortSignal): Promise<CabinetAccount[]> {
  return (await api.get<Data<CabinetAccount[]>>('/api/cabinet/accounts', signal)).data;
}

/** GET /api/cabinet/accounts: the user's accounts with tariff, limits and counts by state. */
export const accountsQueryOptions = () =>
  queryOptions({ queryKey: accountsQueryKey, queryFn: ({ signal }) => getAccounts(signal) });

export const useAccounts = () => useQuery(accountsQueryOptions());

export function setCurrentAccountId(id: number): void {
  accountStore.write(String(id));
}

export function useCurrentAccountId(): number | null {
  const raw = useSyncExternalStore(accountStore.subscribe, accountStore.read, () => null);
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** The chosen account, else the first one (the one created with the user). */
export function pickAccount(
  accounts: readonly CabinetAccount[],
  id: number | null,
): CabinetAccount | undefined {
  return accounts.find((account) => account.id === id) ?? accounts[0];
}

/** The user's accounts and the current one (undefined while loading or when there is none). */
export function useCurrentAccount() {
  const id = useCurrentAccountId();
  const query = useAccounts();
  return { ...query, account: query.data ? pickAccount(query.data, id) : undefined };
}

/** After the balance or the tariff changed: the money answers and the cabinet (limits, counts). */
export async function refreshAfterMoneyChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.account }),
    queryClient.invalidateQueries({ queryKey: queryRoots.cabinet }),
  ]);
}
