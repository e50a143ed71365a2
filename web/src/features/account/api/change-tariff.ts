import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@bilim/contract/api';
import {
  tariffChangeAnswer,
  tariffChangeBody,
  tariffChangePlanSchema,
  type TariffChangeBody,
} from '@bilim/contract/money';
import type { FlexibleChoice } from '@bilim/contract/tariffs';
import { api } from '@/lib/api-client';
import { accountKeys, refreshAfterMoneyChange } from './account-keys';

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

const previewAnswer = dataOf(tariffChangePlanSchema);

/** GET /api/account/tariff/preview: what the change would do (charge, limits, unpublishing). */
export const tariffPreviewQueryOptions = (choice: TariffChoice) =>
  queryOptions({
    queryKey: accountKeys.preview(choice.accountId, {
      tariffId: choice.tariffId,
      ...(choice.flexible ?? {}),
    }),
    queryFn: async ({ signal }) =>
      (await api.get(`/api/account/tariff/preview?${previewSearch(choice)}`, previewAnswer, signal))
        .data,
    staleTime: 0,
  });

export const useTariffPreview = (choice: TariffChoice, enabled = true) =>
  useQuery({ ...tariffPreviewQueryOptions(choice), enabled });

export async function changeTariff(choice: TariffChoice) {
  return (await api.post('/api/account/tariff', toBody(choice), tariffChangeAnswer)).data;
}

/**
 * POST /api/account/tariff: charges the new tariff at once and applies its limits. The screen
 * shows failures itself (not enough funds comes with a link to top up).
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
  });
}
