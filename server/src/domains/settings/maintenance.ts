import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { maintenanceMode } from '../../lib/errors';
import { resolveActor } from '../auth/authenticate';
import { can } from '../../lib/policy';

/**
 * Calls that work during maintenance for everyone: signing in, the status, the language list,
 * and payment providers' callbacks (money already paid must still reach the balance).
 */
function isExempt(method: string, path: string): boolean {
  if (!path.startsWith('/api/') && path !== '/api') return true;
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return true;
  if (method === 'POST' && path === '/api/login-password') return true;
  if (method === 'POST' && /^\/api\/payments\/[^/]+\/callback$/.test(path)) return true;
  if (
    (method === 'GET' || method === 'HEAD') &&
    (path === '/api/status' || path === '/api/languages')
  )
    return true;
  return false;
}

/**
 * The path the router acts on: the matched route's pattern, else the percent-decoded pathname
 * (the router decodes `/%61pi/…` to `/api/…`, so the raw URL must not decide).
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  // A wildcard (the web app's files, the docs) says little: then the decoded pathname decides.
  if (route !== undefined && !route.includes('*')) return route;
  const pathname = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** onRequest hook: while maintenance is on, /api answers 503 MAINTENANCE_MODE except for admins. */
export function maintenanceGuard(ctx: AppContext) {
  return async function guardMaintenance(request: FastifyRequest, _reply: FastifyReply) {
    const path = routedPath(request);
    if (isExempt(request.method, path)) return;
    const { maintenance } = await ctx.settings.get();
    if (!maintenance) return;
    const actor = await resolveActor(ctx.db, request);
    if (actor && can(actor, 'bypass:maintenance')) return;
    throw maintenanceMode();
  };
}
