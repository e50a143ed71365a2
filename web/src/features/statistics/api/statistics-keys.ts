import type { StatisticsPeriod } from '../lib/period';
import { queryRoots } from '@/lib/query-keys';

type Range = Pick<StatisticsPeriod, 'from' | 'to'>;

/** Query keys of the statistics calls, named once. */
export const statisticsKeys = {
  all: queryRoots.statistics,
  account: (accountId: number, { from, to }: Range) =>
    [...queryRoots.statistics, 'account', accountId, from, to] as const,
  provider: (userId: number, { from, to }: Range) =>
    [...queryRoots.statistics, 'provider', userId, from, to] as const,
};
