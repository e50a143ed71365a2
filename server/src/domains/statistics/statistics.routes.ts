import { dataOf, idParams } from '@bilim/contract/api';
import { statisticsQuery, statisticsSchema } from '@bilim/contract/money';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { notFound } from '../../lib/errors';
import { currentActor } from '../auth/authenticate';
import { resolveAccount } from '../billing/account.queries';
import { findProviderUser } from '../providers/providers.queries';
import { resolvePeriod } from './statistics.period';
import { statisticsPolicy } from './statistics.policy';
import {
  accountsShowingStatistics,
  collectStatistics,
  includesStatistics,
  unavailableStatistics,
} from './statistics.queries';

const answer = dataOf(statisticsSchema);

/**
 * Provider statistics (spec §6): views, contact reveals and favorites per day, per record and in
 * total, for accounts whose tariff includes them (Super, or Flexible with statistics).
 */
export function statisticsRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get('/api/cabinet/statistics', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['cabinet'],
      querystring: statisticsQuery,
      response: { 200: answer },
    },
    handler: async (request) => {
      const row = await resolveAccount(
        db,
        currentActor(request),
        request.query.account_id,
        (actor, account) => statisticsPolicy.can(actor, 'read', account),
      );
      const period = resolvePeriod(request.query);
      if (!includesStatistics(row)) return { data: unavailableStatistics(period) };
      const scope = { accountIds: [row.account.id], publishedOnly: false, now: clock() };
      return { data: await collectStatistics(db, scope, period) };
    },
  });

  app.get('/api/users/:id/statistics', {
    config: { access: 'public' },
    schema: {
      tags: ['providers'],
      params: idParams,
      querystring: statisticsQuery.omit({ account_id: true }),
      response: { 200: answer },
    },
    handler: async (request) => {
      const user = await findProviderUser(db, request.params.id);
      if (!user) throw notFound('USER_NOT_FOUND');
      const period = resolvePeriod(request.query);
      const accountIds = await accountsShowingStatistics(db, user.id);
      const scope = { accountIds, publishedOnly: true, now: clock() };
      return { data: await collectStatistics(db, scope, period) };
    },
  });
}
