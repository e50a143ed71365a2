import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Statistics } from '@bilim/contract/money';
import { api } from '@/lib/api-client';
import type { StatisticsPeriod } from '../lib/period';
import { statisticsKeys } from './statistics-keys';

export async function getAccountStatistics(
  accountId: number,
  period: Pick<StatisticsPeriod, 'from' | 'to'>,
  signal?: AbortSignal,
): Promise<Statistics> {
  const query = new URLSearchParams({
    account_id: String(accountId),
    from: period.from,
    to: period.to,
  });
  return (await api.get<Data<Statistics>>(`/api/cabinet/statistics?${query}`, signal)).data;
}

/** GET /api/cabinet/statistics?account_id=&from=&to=: one account's statistics. */
export const accountStatisticsQueryOptions = (
  accountId: number,
  period: Pick<StatisticsPeriod, 'from' | 'to'>,
) =>
  queryOptions({
    queryKey: statisticsKeys.account(accountId, period),
    queryFn: ({ signal }) => getAccountStatistics(accountId, period, signal),
  });

/** Keeps the last answer on screen while another period loads. */
export const useAccountStatistics = (
  accountId: number,
  period: Pick<StatisticsPeriod, 'from' | 'to'>,
) =>
  useQuery({
    ...accountStatisticsQueryOptions(accountId, period),
    placeholderData: keepPreviousData,
  });
