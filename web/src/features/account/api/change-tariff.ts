import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import {
  tariffChangeBody,
  type TariffChangeAnswer,
  type TariffChangeBody,
  type TariffChangePlan,
} from '@bilim/contract/money';
import type { FlexibleChoice } from '@bilim/contract/tariffs';
import { api, isApiError, request } from '@/lib/api-client';
import { refreshAfterMoneyChange } from '@/lib/current-account';
import { accountKeys } from './account-keys';

/** A tariff to move to, with Flexible's amounts when it is Flexible. */
export interface TariffChoice {
  accountId: number;
  tariffId: number;
  flexible: FlexibleChoice | null;
}

const toBody = ({ accountId, tariffId, flexible }: TariffChoice): TariffChangeBody =>
  tariffChangeBody.parse({ account_id: accountId, tariff_id: tariffId, ...(flexible ?? {}) });

function previewSearch(choice: TariffChoice): string {
  const search = new URLSearchParams({
    account_id: String(choice.accountId),
    tariff_id: String(choice.tariffId),
  });
  if (choice.flexible) {
    search.set('card_amt', String(choice.flexible.card_amt));
    search.set('event_amt', String(choice.flexible.event_amt));
    search.set('photo_amt', String(choice.flexible.photo_amt));
    search.set('score_sign', choice.flexible.score_sign ? '1' : '0');
  }
  return search.toString();
}

/** GET /api/account/tariff/preview: what the change would do (charge, limits, unpublishing). */
export const tariffPreviewQueryOptions = (choice: TariffChoice) =>
  queryOptions({
    queryKey: accountKeys.preview(choice.accountId, {
      tariffId: choice.tariffId,
      ...(choice.flexible ?? {}),
    }),
    queryFn: async ({ signal }) =>
      (
        await api.get<Data<TariffChangePlan>>(
          `/api/account/tariff/preview?${previewSearch(choice)}`,
          signal,
        )
      ).data,
    staleTime: 0,
  });

export const useTariffPreview = (choice: TariffChoice, enabled = true) =>
  useQuery({ ...tariffPreviewQueryOptions(choice), enabled });

/** One confirmation of a change: `requestKey` is its Idempotency-Key, the same for every retry. */
export interface TariffChangeRequest {
  choice: TariffChoice;
  requestKey: string;
}

export async function changeTariff({ choice, requestKey }: TariffChangeRequest) {
  const answer = await request<TariffChangeAnswer>('/api/account/tariff', {
    method: 'POST',
    body: toBody(choice),
    headers: { 'Idempotency-Key': requestKey },
  });
  return answer.data;
}

/** A refusal because the balance does not cover the charge. */
export const isShortOfFunds = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF' || error.code === 'NOT_ENOUGH_FUNDS');

/**
 * POST /api/account/tariff: charges the new tariff at once and applies its limits. The screen
 * shows failures itself (not enough funds comes with a link to top up). A refusal for funds
 * means the balance or the price moved since the preview: the account and the preview are
 * asked again, so the numbers on the screen are the current ones.
 */
export function useChangeTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: changeTariff,
    onSuccess: async (result) => {
      queryClient.setQueryData(accountKeys.detail(result.account.id), result.account);
      await refreshAfterMoneyChange(queryClient);
    },
    onError: async (error, { choice }) => {
      if (!isShortOfFunds(error)) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.detail(choice.accountId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.previews(choice.accountId) }),
      ]);
    },
  });
}
