import { useSyncExternalStore } from 'react';
import type { CabinetAccount } from '@bilim/contract/cabinet';
import { createLocalStorageStore } from '@/lib/local-storage-store';
import { useCabinetAccounts } from '../api/get-accounts';

/** The chosen account's id, kept in local storage under the key `accountId`. */
const accountStore = createLocalStorageStore('accountId');

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
  const query = useCabinetAccounts();
  return { ...query, account: query.data ? pickAccount(query.data, id) : undefined };
}
