import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { maintenanceMode } from '../../lib/errors';
import { optionalUser } from '../auth/authenticate';
import { settingsPolicy } from './settings.policy';

/** Calls that work during maintenance for everyone: signing in, the status and the language list. */
function isExempt(method: string, path: string): boolean {
  if (!path.startsWith('/api/') && path !== '/api') return true;
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return true;
  if (method === 'POST' && path === '/api/login-password') return true;
  if (
    (method === 'GET' || method === 'HEAD') &&
    (path === '/api/status' || path === '/api/languages')
  )
    return true;
  return false;
}

/** onRequest hook: while maintenance is on, /api answers 503 MAINTENANCE_MODE except for admins. */
export function maintenanceGuard(ctx: AppContext) {
  return async function guardMaintenance(request: FastifyRequest, _reply: FastifyReply) {
    const path = request.url.split('?', 1)[0] ?? '';
    if (isExempt(request.method, path)) return;
    const { maintenance } = await ctx.settings.get();
    if (!maintenance) return;
    const user = await optionalUser(ctx.db, request);
    if (settingsPolicy.can(user, 'bypassMaintenance', null)) return;
    throw maintenanceMode();
  };
}
