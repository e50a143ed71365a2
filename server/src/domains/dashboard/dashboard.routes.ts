import { adminDashboardAnswer } from '@bilim/contract/admin';
import { dataOf } from '@bilim/contract/api';
import { dashboardSchema } from '@bilim/contract/staff';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { loadAdminDashboard } from './admin-dashboard';
import { loadDashboard } from './dashboard';

/**
 * GET /api/support/dashboard: the support area's first screen, for every staff role;
 * GET /api/admin/dashboard: the admin's, with the site's last 30 days.
 */
export function dashboardRoutes(app: ZodApp, { db, clock }: AppContext): void {
  app.get('/api/support/dashboard', {
    config: { access: 'access:support' },
    schema: { tags: ['staff'], response: { 200: dataOf(dashboardSchema) } },
    handler: async () => ({ data: await loadDashboard(db, clock()) }),
  });

  app.get('/api/admin/dashboard', {
    config: { access: 'access:admin' },
    schema: { tags: ['admin'], response: { 200: adminDashboardAnswer } },
    handler: async () => ({ data: await loadAdminDashboard(db, clock()) }),
  });
}
