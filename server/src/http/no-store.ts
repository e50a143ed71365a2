import type { FastifyInstance } from 'fastify';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Answers for a signed-in user are theirs alone: every JSON answer to a request whose bearer
 * token was a live session (`request.actor`, set by the access check) carries
 * `Cache-Control: no-store`, so no browser, proxy or shared cache keeps a profile, a balance or
 * a chat. Whatever a route set is overridden; answers to anonymous visitors keep their own caching.
 * One onSend hook for every route, errors included.
 */
export function registerNoStoreForSignedIn(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.actor && JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
