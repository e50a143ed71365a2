import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tariff, TariffsAnswer } from '@bilim/contract/tariffs';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export async function getTariffs(signal?: AbortSignal): Promise<Tariff[]> {
  return (await api.get<TariffsAnswer>('/api/tariffs', signal)).data;
}

/** GET /api/tariffs: the active tariffs, cheapest first (public, the same for every user). */
export const tariffsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.tariffs(),
    queryFn: ({ signal }) => getTariffs(signal),
    meta: { public: true },
  });

export const useTariffs = () => useQuery(tariffsQueryOptions());
