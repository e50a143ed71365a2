import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Statistics } from '@bilim/contract/money';
import { api } from '@/lib/api-client';
import type { StatisticsPeriod } from '../lib/period';
import { statisticsKeys } from './statistics-keys';

export async function getProviderStatistics(
  userId: number,
  period: Pick<StatisticsPeriod, 'from' | 'to'>,
  signal?: AbortSignal,
): Promise<Statistics> {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return (await api.get<Data<Statistics>>(`/api/users/${userId}/statistics?${query}`, signal)).data;
}

/** GET /api/users/{id}/statistics?from=&to=: a provider's public statistics. */
export const providerStatisticsQueryOptions = (
  userId: number,
  period: Pick<StatisticsPeriod, 'from' | 'to'>,
) =>
  queryOptions({
    queryKey: statisticsKeys.provider(userId, period),
    queryFn: ({ signal }) => getProviderStatistics(userId, period, signal),
  });

/** Keeps the last answer on screen while another period loads. */
export const useProviderStatistics = (
  userId: number,
  period: Pick<StatisticsPeriod, 'from' | 'to'>,
) =>
  useQuery({
    ...providerStatisticsQueryOptions(userId, period),
    placeholderData: keepPreviousData,
    enabled: userId > 0,
  });
