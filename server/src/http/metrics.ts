import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Histogram, collectDefaultMetrics, type Registry } from 'prom-client';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries `Bearer <token>` (compared in constant time). */
export function hasBearer(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * /metrics: Node's default metrics, a request duration histogram by method, route and status,
 * and what the app's parts add to `registry` (the outbox's events, the realtime sockets).
 * With `token` (METRICS_TOKEN) the scraper must send `Authorization: Bearer <token>`, else 401.
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
    if (token !== undefined && !hasBearer(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized\n');
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });

  return registry;
}
