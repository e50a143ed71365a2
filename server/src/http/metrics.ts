import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, collectDefaultMetrics, type Registry } from 'prom-client';
import { notFound } from '../lib/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries `Bearer <token>` (compared in constant time). */
export function hasBearer(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request carrying one came from elsewhere through it. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether the request came straight from this machine: the connection's own address (not the
 * client address TRUST_PROXY reads from headers a caller can write) is loopback, and no proxy
 * forwarded it. A proxy on this machine that forwards without such headers looks local: set
 * METRICS_TOKEN there.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const address = request.socket?.remoteAddress;
  if (address === undefined || !LOOPBACK.has(address)) return false;
  return FORWARDED.every((name) => request.headers[name] === undefined);
}

/** Who may read /metrics: the bearer of METRICS_TOKEN when it is set, else this machine only. */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  return token === undefined
    ? isLocalRequest(request)
    : hasBearer(request.headers.authorization, token);
}

/**
 * /metrics: Node's default metrics, a request duration histogram by method, route and status,
 * and what the app's parts add to `registry` (the outbox's events, the realtime sockets).
 * With `token` (METRICS_TOKEN) only `Authorization: Bearer <token>` reads them; without, only a
 * request from loopback. Anyone else gets the catalogue's 404 NOT_FOUND: no 401 telling that
 * something is there.
 */
export function registerMetrics(
  app: FastifyInstance,
  registry: Registry,
  token: string | undefined,
): Registry {
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      // Answered here: this route is registered before the app's error handler.
      const failure = notFound();
      return reply.code(failure.statusCode).send(failure.toBody());
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });

  return registry;
}
