import type { Permission } from '@bilim/contract/permissions';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Db } from '../../db/db';
import { forbidden, unauthorized } from '../../lib/errors';
import { can } from '../../lib/policy';
import { findSessionActor, type SignedInActor } from './sessions';
import { bearerToken } from './tokens';

/**
 * Who may call a route, declared once on it (`config: { access }`):
 * - `public`: anyone; a valid bearer token still makes `request.actor` the signed-in user;
 * - `signed-in`: a live session (else 401 SESSION_EXPIRED);
 * - a permission: a live session whose roles grant it (else 403 FORBIDDEN).
 */
export type Access = 'public' | 'signed-in' | Permission;

/** A registered route (one method) and its access; undefined: outside the pipeline (`/healthz`). */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route of the app, each method apart (HEAD twins of GETs too), with its access. */
    routeAccess: readonly RouteAccess[];
  }
  interface FastifyRequest {
    /** Who acts: the signed-in user of the bearer token, or null (set before validation). */
    actor: SignedInActor | null;
  }
}

/** Routes that must declare who may call them: the API and the spec's own paths. */
const DECLARING = /^\/(api\/(?!docs(\/|$))|notifications(\/|$)|chats(\/|$))/;
/** The back offices' routes: each must name a staff permission, not just a session. */
const STAFF_AREA = /^\/api\/(support|admin)(\/|$)/;

const resolving = new WeakMap<FastifyRequest, Promise<SignedInActor | null>>();

/** The actor of the request's bearer token (looked up once per request), or null. */
export function resolveActor(db: Db, request: FastifyRequest): Promise<SignedInActor | null> {
  let actor = resolving.get(request);
  if (!actor) {
    const token = bearerToken(request.headers.authorization);
    actor = token
      ? findSessionActor(db, token, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }).then((found) => {
          request.actor = found ? { ...found, ip: request.ip } : null;
          return request.actor;
        })
      : Promise.resolve(null);
    resolving.set(request, actor);
  }
  return actor;
}

/**
 * The request pipeline's first step, the same for every route: authentication on request, then
 * the route's permission, both before the body is even parsed, so an anonymous call answers 401
 * and a signed-in one without the right 403 whatever it sent; validation (the route's zod
 * schemas) comes next, then the handler's policy for the record at hand. A route under /api,
 * /notifications or /chats that declares no access fails at start-up.
 *
 * Registered before any route, so `app.routeAccess` lists them all. The check is each route's
 * own onRequest hook, and Fastify runs a route's hooks after the app's (security headers,
 * maintenance), wherever these were added.
 */
export function registerAccessControl(app: FastifyInstance, db: Db): void {
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.decorateRequest('actor', null);

  const checkAccess: onRequestHookHandler = async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const actor = await resolveActor(db, request);
    if (access === 'public') return;
    if (!actor) throw unauthorized();
    if (access !== 'signed-in' && !can(actor, access)) throw forbidden();
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    if (!access) {
      if (DECLARING.test(route.url)) {
        throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
      }
      return;
    }
    if (STAFF_AREA.test(route.url) && (access === 'public' || access === 'signed-in')) {
      throw new Error(`${String(route.method)} ${route.url} must name a staff permission`);
    }
    if (access !== 'public' && route.schema) {
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    }
    route.onRequest = [...[route.onRequest ?? []].flat(), checkAccess];
  });
}

/** The signed-in actor inside a handler of a route that is not public. */
export function currentActor(request: FastifyRequest): SignedInActor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
