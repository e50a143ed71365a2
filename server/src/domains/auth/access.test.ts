import { ROLES, type Role } from '@bilim/contract/constants';
import { rolesGrant, type Permission } from '@bilim/contract/permissions';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { createSession } from './sessions';
import { registerAccessControl, type RouteAccess } from './authenticate';

/**
 * Every route anyone may call, by method and path (HEAD twins of GETs follow their GET). Any
 * other route of the API answers 401 to a visitor: adding a route here is a decision, and a route
 * declared public by mistake fails this test.
 */
const PUBLIC_ROUTES = [
  'POST /api/register',
  'POST /api/login-password',
  'POST /api/restore',
  'GET /api/restore/:token',
  'POST /api/restore/reset',
  'POST /api/email-change/confirm',
  'POST /api/email-confirmation/confirm',
  'GET /api/auth/social',
  'POST /api/auth/social/complete',
  'POST /api/auth/social/link/confirm',
  'POST /api/auth/social/:provider',
  'GET /api/auth/social/:provider/callback',
  'GET /api/status',
  'GET /api/languages',
  'GET /api/cities',
  'GET /api/catalog',
  'GET /api/tags',
  'GET /api/cards',
  'GET /api/events',
  'GET /api/cards/:id',
  'GET /api/events/:id',
  'GET /api/cards/:id/reviews',
  'GET /api/events/:id/reviews',
  'POST /api/cards/:id/contacts',
  'POST /api/events/:id/contacts',
  'GET /api/search',
  'GET /api/search/suggest',
  'GET /api/main',
  'GET /api/slides',
  'GET /api/users/:id',
  'GET /api/users/:id/statistics',
  'GET /api/tariffs',
  'POST /api/payments/:provider/callback',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemaps/:file',
  'GET /pay/sandbox/:reference',
  'POST /pay/sandbox/:reference/:outcome',
];

/**
 * Routes outside the pipeline (they declare no access): operations, the API's own description
 * and uploaded files, each guarding itself where it must (/metrics by METRICS_TOKEN).
 */
const OUTSIDE_ROUTES = [
  'GET /healthz',
  'GET /metrics',
  'GET /uploads/*',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
];

const key = (route: Pick<RouteAccess, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** `METHOD url` of the routes whose access passes `test`, HEAD twins of GETs left out. */
function routesWhere(
  routes: readonly RouteAccess[],
  test: (access: RouteAccess['access']) => boolean,
) {
  return routes
    .filter((route) => route.method !== 'HEAD' && test(route.access))
    .map(key)
    .sort();
}

/** The route's path with every parameter filled with something invalid. */
function badUrl(url: string, value: string): string {
  return url.replace(/:\w+/g, encodeURIComponent(value)).replace('*', 'x');
}

/** Invalid input of every kind: path, query string and body. */
const BAD_INPUTS = [
  { param: '2147483648', query: '?page=0&per_page=100000&account_id=x', body: { x: [1] } },
  { param: 'not-a-number', query: '?text=a%00b&page[]=1&account_id=-1', body: [] },
  { param: 'a\u0000b', query: '?account_id=99999999999999999999', body: 'text' },
];

function badRequest(
  route: RouteAccess,
  input: (typeof BAD_INPUTS)[number],
  headers: Record<string, string> = {},
): InjectOptions {
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return {
    method: route.method as InjectOptions['method'],
    url: `${badUrl(route.url, input.param)}${input.query}`,
    headers,
    ...(hasBody && { payload: input.body as InjectOptions['payload'] }),
  };
}

/** A visitor: no token, or one of no session. */
const VISITORS: Array<Record<string, string>> = [{}, { authorization: 'Bearer no-such-session' }];

let t: TestApp;
let routes: readonly RouteAccess[];

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeAccess;
});
afterAll(async () => t?.close());

describe('the route table', () => {
  it('lists every route with its access; the public ones are exactly the pinned list', () => {
    expect(routesWhere(routes, (access) => access === 'public')).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('leaves only the pinned operations, docs and files outside the pipeline', () => {
    expect(routesWhere(routes, (access) => access === undefined)).toEqual(
      [...OUTSIDE_ROUTES].sort(),
    );
  });

  it('gives every back-office route a staff permission, not just a session', () => {
    const staffRoutes = routes.filter((route) => /^\/api\/(support|admin)\//.test(route.url));
    expect(staffRoutes.length).toBeGreaterThan(10);
    for (const route of staffRoutes) {
      expect(['public', 'signed-in', undefined], key(route)).not.toContain(route.access);
    }
  });

  it('refuses to start with a back-office route open to any signed-in user', async () => {
    const app = Fastify();
    registerAccessControl(app, t.db);
    expect(() =>
      app.get('/api/support/anything', { config: { access: 'signed-in' } }, () => 'no'),
    ).toThrow('GET /api/support/anything must name a staff permission');
    await app.close();
  });

  it('gives every GET a HEAD twin with the same access', () => {
    const byKey = new Map(routes.map((route) => [key(route), route.access]));
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      expect(byKey.get(`HEAD ${route.url}`), route.url).toBe(route.access);
    }
  });
});

describe('the grant table as a matrix', () => {
  it('lets exactly the roles granted each back-office permission through: anonymous, user, support, advertisement, admin', async () => {
    const staffRoutes = routes.filter(
      (route) => route.method !== 'HEAD' && /^\/api\/(support|admin)\//.test(route.url),
    );
    const callers: Array<{ name: string; roles: Role[] | null }> = [
      { name: 'anonymous', roles: null },
      { name: 'user', roles: [] },
      ...ROLES.map((role) => ({ name: role, roles: [role] })),
    ];
    const outcomes: string[] = [];
    for (const caller of callers) {
      const auth = caller.roles
        ? (await buildSignedInUser(t.db, { roles: caller.roles })).auth
        : undefined;
      for (const route of staffRoutes) {
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          // No such record: whoever gets past the check finds nothing to change.
          url: badUrl(route.url, '2147483647'),
          ...(auth && { headers: auth }),
          ...(route.method !== 'GET' && { payload: {} }),
        });
        const expected = !caller.roles
          ? 401
          : rolesGrant(caller.roles, route.access as Permission)
            ? 'through'
            : 403;
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'through';
        if (got !== expected) outcomes.push(`${key(route)} as ${caller.name}: ${res.statusCode}`);
        expect(res.statusCode, `${key(route)} as ${caller.name}`).toBeLessThan(500);
      }
    }
    expect(outcomes).toEqual([]);
  });
});

describe('authentication comes before validation', () => {
  it('answers 401 SESSION_EXPIRED to a visitor on every route that is not public, whatever it sent', async () => {
    const guarded = routes.filter((route) => route.access && route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(60);
    for (const route of guarded) {
      for (const input of BAD_INPUTS) {
        for (const headers of VISITORS) {
          const res = await t.app.inject(badRequest(route, input, headers));
          expect(res.statusCode, `${key(route)} ${input.param}`).toBe(401);
          if (route.method !== 'HEAD') {
            expect(res.json()).toEqual({ message: 'Session Has Expired', code: 'SESSION_EXPIRED' });
          }
        }
      }
    }
  });

  it('answers 403 FORBIDDEN, never 422, to a signed-in user whose roles lack the permission', async () => {
    const guarded = routes.filter(
      (route) => route.access && route.access !== 'public' && route.access !== 'signed-in',
    );
    expect(guarded.length).toBeGreaterThan(0);
    const roleSets: Role[][] = [[], ...ROLES.map((role) => [role])];
    for (const roles of roleSets) {
      const { auth } = await buildSignedInUser(t.db, { roles });
      for (const route of guarded) {
        if (rolesGrant(roles, route.access as Permission)) continue;
        for (const input of BAD_INPUTS) {
          const res = await t.app.inject(badRequest(route, input, auth));
          expect(res.statusCode, `${key(route)} as [${roles.join()}]`).toBe(403);
          if (route.method !== 'HEAD') {
            expect(res.json()).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
          }
        }
      }
    }
  });

  it('lets whoever may call a route past the check: bad input never answers 401, 403 or a 5xx', async () => {
    const user = await buildSignedInUser(t.db);
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    for (const route of routes.filter((candidate) => candidate.access)) {
      const callerId = route.access === 'signed-in' ? user.user.id : admin.user.id;
      for (const input of BAD_INPUTS) {
        // A session of its own per request: logging out or changing the password ends it.
        const { token } = await createSession(t.db, callerId);
        const caller: Record<string, string> =
          route.access === 'public' ? {} : { authorization: `Bearer ${token}` };
        const res = await t.app.inject(badRequest(route, input, caller));
        const where = `${key(route)} ${JSON.stringify(input.param)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        expect([401, 403], where).not.toContain(res.statusCode);
      }
    }
  });
});
