import type { StatisticsPeriod } from '../lib/period';

type Range = Pick<StatisticsPeriod, 'from' | 'to'>;

/** Query keys of the statistics calls, named once. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  account: (accountId: number, { from, to }: Range) =>
    ['statistics', 'account', accountId, from, to] as const,
  provider: (userId: number, { from, to }: Range) =>
    ['statistics', 'provider', userId, from, to] as const,
};
