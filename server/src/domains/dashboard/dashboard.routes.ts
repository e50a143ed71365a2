import { dataOf } from '@bilim/contract/api';
import { dashboardSchema } from '@bilim/contract/staff';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { loadDashboard } from './dashboard';

/** GET /api/support/dashboard: the support area's first screen, for every staff role. */
export function dashboardRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get('/api/support/dashboard', {
    config: { access: 'access:support' },
    schema: { tags: ['staff'], response: { 200: dataOf(dashboardSchema) } },
    handler: async () => ({ data: await loadDashboard(db, clock()) }),
  });
}
