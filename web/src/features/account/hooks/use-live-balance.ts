import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Account } from '@bilim/contract/money';
import { refreshAfterMoneyChange } from '@/lib/current-account';
import { onResync, readBefore, subscribe } from '@/lib/realtime';
import { accountKeys } from '../api/account-keys';

const isAccountDetail = (queryKey: readonly unknown[]) => queryKey[1] === 'detail';

/** Every money answer but GET /api/account itself (history, payments, tariff previews). */
const refreshOtherMoneyAnswers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: accountKeys.all,
    predicate: (query) => !isAccountDetail(query.queryKey),
  });

/**
 * Keeps the money screens current from the realtime channel: a `balance` event puts the new
 * balance and badge into that account's cached GET /api/account at once (the header badge
 * follows) and refreshes the other money answers on screen; a notification about money or
 * tariffs refreshes the account (its notices, tariff, payments) and the cabinet (limits,
 * unpublished records). Whatever was read before the channel was open is read again once it is.
 */
export function useLiveBalance(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopBalance = subscribe('balance', (event) => {
      queryClient.setQueryData<Account>(accountKeys.detail(event.account_id), (account) =>
        account
          ? { ...account, balance: event.balance, currency: event.currency, badge: event.badge }
          : account,
      );
      void refreshOtherMoneyAnswers(queryClient);
    });
    // A notice about an account comes with changes its money screens and cabinet show.
    const stopNotifications = subscribe('notification', (notification) => {
      if (notification.account_id !== null) void refreshAfterMoneyChange(queryClient);
    });
    const stopResync = onResync((reason, since) =>
      reason === 'connected'
        ? queryClient.invalidateQueries({
            queryKey: accountKeys.all,
            predicate: readBefore(since),
          })
        : undefined,
    );
    return () => {
      stopBalance();
      stopNotifications();
      stopResync();
    };
  }, [queryClient]);
}
