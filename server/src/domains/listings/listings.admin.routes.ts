import { adminListingsAnswer, adminListingsQuery } from '@bilim/contract/admin';
import { calendarDay } from '@bilim/contract/calendar';
import type { AppContext } from '../../context';
import { CSV_MAX_ROWS, sendCsv, spreadsheetText } from '../../lib/csv';
import { requestLanguage } from '../../mail/language';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { listAdminListings } from './listings.admin';

/**
 * The admin's lists of every card and event (spec §2 admin/cards, admin/events). Creating,
 * editing, publishing, archiving and deleting one are the cabinet's calls, which admins may make
 * for any account (`manage:account:any`, `listings.policy.ts`).
 */
export function listingsAdminRoutes(app: ZodApp, { db }: AppContext): void {
  for (const kind of ['card', 'event'] as const) {
    app.get(`/api/admin/${kind}s`, {
      config: { access: 'manage:account:any' },
      schema: {
        tags: ['admin'],
        querystring: adminListingsQuery,
        response: { 200: adminListingsAnswer },
      },
      handler: async (request) => {
        const { rows, total } = await listAdminListings(db, kind, request.query);
        return presentList(rows, {
          current: request.query.page,
          perPage: request.query.per_page,
          total,
        });
      },
    });

    app.get(`/api/admin/${kind}s.csv`, {
      config: { access: 'manage:account:any' },
      schema: {
        tags: ['admin'],
        querystring: adminListingsQuery.omit({ page: true, per_page: true }),
        produces: ['text/csv'],
      },
      handler: async (request, reply) => {
        const lng = requestLanguage(request.headers['accept-language']);
        const { rows } = await listAdminListings(db, kind, {
          ...request.query,
          page: 1,
          per_page: CSV_MAX_ROWS,
        });
        return sendCsv(reply, `bilim-${kind}s-${calendarDay(new Date())}.csv`, [
          [
            'id',
            'title',
            'state',
            'account_id',
            'account',
            'owner',
            'owner_email',
            'city',
            'updated_at',
          ],
          ...rows.map((row) => [
            row.id,
            spreadsheetText(row.title),
            row.state,
            row.account.id,
            spreadsheetText(row.account.title),
            spreadsheetText(row.owner.name),
            row.owner.email,
            row.city[lng],
            row.updated_at,
          ]),
        ]);
      },
    });
  }
}
