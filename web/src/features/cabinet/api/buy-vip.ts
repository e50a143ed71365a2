import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { CardDetail, VipOffer } from '@bilim/contract/cards';
import type { Account } from '@bilim/contract/money';
import { api, isApiError, request } from '@/lib/api-client';
import { refreshAfterMoneyChange } from '@/lib/current-account';
import { queryRoots } from '@/lib/query-keys';
import { cabinetKeys, cabinetPath, refreshAfterChange } from './listing-kinds';

/** GET /api/cabinet/vip: the price and length of one VIP period (an admin setting). */
export const vipOfferQueryOptions = () =>
  queryOptions({
    queryKey: cabinetKeys.vipOffer(),
    queryFn: async ({ signal }) => (await api.get<Data<VipOffer>>('/api/cabinet/vip', signal)).data,
  });

export const useVipOffer = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...vipOfferQueryOptions(), enabled: options.enabled ?? true });

/** GET /api/account?account_id=: the account's balance (minor units), to say what VIP lacks. */
export const accountBalanceQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: cabinetKeys.balance(accountId),
    queryFn: async ({ signal }) =>
      (await api.get<Data<Account>>(`/api/account?account_id=${accountId}`, signal)).data.balance,
  });

export const useAccountBalance = (accountId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...accountBalanceQueryOptions(accountId), enabled: options.enabled ?? true });

/** One confirmation of a purchase: `requestKey` is its Idempotency-Key, the same for every retry. */
export interface VipPurchaseRequest {
  cardId: number;
  requestKey: string;
}

/** POST /api/cabinet/cards/{id}/vip: charges one period from the balance; answers the card. */
export async function buyVip({ cardId, requestKey }: VipPurchaseRequest) {
  const answer = await request<Data<CardDetail>>(`${cabinetPath('cards', cardId)}/vip`, {
    method: 'POST',
    headers: { 'Idempotency-Key': requestKey },
  });
  return answer.data;
}

/** A refusal because the balance does not cover the price. */
export const isShortOfFunds = (error: unknown) =>
  isApiError(error) && error.code === 'NOT_ENOUGH_FUNDS';

/**
 * Buys or extends VIP for a card. The caller shows failures itself (a short balance comes with
 * a link to top up); the balance is asked again either way, as it or the price may have moved.
 */
export function useBuyVip() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: buyVip,
    onSuccess: async (card) => {
      await Promise.all([
        refreshAfterChange(queryClient, 'cards', card),
        refreshAfterMoneyChange(queryClient),
      ]);
    },
    onError: async (error) => {
      if (!isShortOfFunds(error)) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.account }),
        queryClient.invalidateQueries({ queryKey: vipOfferQueryOptions().queryKey }),
      ]);
    },
  });
}
