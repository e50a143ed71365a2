import { adminListingsAnswer, adminListingsQuery } from '@bilim/contract/admin';
import type { AppContext } from '../../context';
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
  }
}
