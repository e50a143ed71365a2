import { adminAccountsAnswer, adminAccountsQuery } from '@bilim/contract/admin';
import { dataOf, idParam } from '@bilim/contract/api';
import { cabinetAccountsAnswer, cabinetOverviewSchema } from '@bilim/contract/cabinet';
import { z } from 'zod';
import { calendarDay } from '@bilim/contract/calendar';
import type { AppContext } from '../../context';
import { CSV_MAX_ROWS, majorUnits, sendCsv, spreadsheetText } from '../../lib/csv';
import { requestLanguage } from '../../mail/language';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import { listAccountListingIds } from '../listings/cabinet-listings.commands';
import { loadCardSummaries, loadEventSummaries } from '../listings/listings.presenter';
import { listAdminAccounts } from './accounts.admin';
import { presentCabinetAccount } from './accounts.presenter';
import { findManagedAccount, listUserAccounts } from './accounts.queries';

const LATEST = 5;

/** The provider's cabinet: their accounts with tariffs and usage, and one account's overview. */
export function accountsRoutes(app: ZodApp, ctx: AppContext): void {
  const tags = ['cabinet'];

  app.get('/api/admin/accounts', {
    config: { access: 'manage:account:any' },
    schema: {
      tags: ['admin'],
      querystring: adminAccountsQuery,
      response: { 200: adminAccountsAnswer },
    },
    handler: async (request) => {
      const { rows, total } = await listAdminAccounts(ctx.db, request.query);
      return presentList(rows, {
        current: request.query.page,
        perPage: request.query.per_page,
        total,
      });
    },
  });

  app.get('/api/admin/accounts.csv', {
    config: { access: 'manage:account:any' },
    schema: {
      tags: ['admin'],
      querystring: adminAccountsQuery.omit({ page: true, per_page: true }),
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const lng = requestLanguage(request.headers['accept-language']);
      const { rows } = await listAdminAccounts(ctx.db, {
        ...request.query,
        page: 1,
        per_page: CSV_MAX_ROWS,
      });
      return sendCsv(reply, `bilim-accounts-${calendarDay(new Date())}.csv`, [
        [
          'id',
          'title',
          'owner',
          'owner_email',
          'balance',
          'currency',
          'tariff',
          'tariff_finish_at',
          'created_at',
        ],
        ...rows.map((row) => [
          row.id,
          spreadsheetText(row.title),
          spreadsheetText(row.owner.name),
          row.owner.email,
          majorUnits(row.balance),
          row.currency,
          row.tariff.title[lng],
          row.tariff_finish_at,
          row.created_at,
        ]),
      ]);
    },
  });

  app.get('/api/cabinet/accounts', {
    config: { access: 'signed-in' },
    schema: { tags, response: { 200: cabinetAccountsAnswer } },
    handler: async (request) => {
      const rows = await listUserAccounts(ctx.db, currentActor(request).id);
      return { data: rows.map(presentCabinetAccount) };
    },
  });

  app.get('/api/cabinet/overview', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      querystring: z.object({ account_id: idParam }),
      response: { 200: dataOf(cabinetOverviewSchema) },
    },
    handler: async (request) => {
      const actor = currentActor(request);
      const account = await findManagedAccount(ctx.db, actor, request.query.account_id);
      const latest = { account_id: account.account.id, page: 1, per_page: LATEST };
      const [cardIds, eventIds] = await Promise.all([
        listAccountListingIds(ctx.db, 'card', latest, 'newest'),
        listAccountListingIds(ctx.db, 'event', latest, 'newest'),
      ]);
      const options = { viewerId: actor.id };
      const [latestCards, latestEvents] = await Promise.all([
        loadCardSummaries(ctx.db, ctx.storage, cardIds.ids, options),
        loadEventSummaries(ctx.db, ctx.storage, eventIds.ids, options),
      ]);
      return {
        data: {
          account: presentCabinetAccount(account),
          latest_cards: latestCards,
          latest_events: latestEvents,
        },
      };
    },
  });
}
