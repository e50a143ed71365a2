import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { CabinetOverview } from '@bilim/contract/cabinet';
import { api } from '@/lib/api-client';
import { cabinetKeys } from './listing-kinds';

export async function getCabinetOverview(
  accountId: number,
  signal?: AbortSignal,
): Promise<CabinetOverview> {
  return (
    await api.get<Data<CabinetOverview>>(`/api/cabinet/overview?account_id=${accountId}`, signal)
  ).data;
}

/** GET /api/cabinet/overview?account_id=: usage against the tariff and the latest records. */
export const cabinetOverviewQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: cabinetKeys.overview(accountId),
    queryFn: ({ signal }) => getCabinetOverview(accountId, signal),
  });

export const useCabinetOverview = (accountId: number) =>
  useQuery(cabinetOverviewQueryOptions(accountId));
