import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

const REDACTED = '[redacted]';

/**
 * A URL fit for the log: the token of a restore link (`/restore/<token>`, the web app's route this
 * server also serves, and `/api/restore/<token>`, the check its page makes) and any `token=` query
 * value are replaced, so logs never hold a live link.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/+(?:api\/+)?restore\/)(?!reset(?:[?#]|$))[^?#]+/i, `$1${REDACTED}`)
    .replace(/([?&;]token=)[^&;#]*/gi, `$1${REDACTED}`);
}

/** Fastify's `req` log serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Who a signed-in request acted as, for the log: the user, and the staff member signed in as them. */
function actorFields(request: FastifyRequest): { userId?: number; impersonatorId?: number } {
  const actor = request.actor;
  if (!actor) return {};
  return actor.impersonator
    ? { userId: actor.id, impersonatorId: actor.impersonator.id }
    : { userId: actor.id };
}

/**
 * Fastify's request log with the user named: its "request completed" (the access log line) of a
 * signed-in request carries `userId` (and `impersonatorId` while staff act as the user). Given
 * to Fastify as its `logController`.
 */
export class AccessLog extends LogController {
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { res: reply, responseTime: reply.elapsedTime, ...actorFields(request) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Security events: every 401 and 403 answer is one structured warning, `security:
 * request_unauthorized` or `request_forbidden`, with the user id (`userId`) when the session was
 * valid, the client address (`ip`, through TRUST_PROXY as the rate limits read it), whether a
 * bearer token came at all, and the route.
 */
export function registerSecurityLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (status !== 401 && status !== 403) return;
    const event = status === 401 ? 'request_unauthorized' : 'request_forbidden';
    request.log.warn(
      {
        security: event,
        ...actorFields(request),
        ip: request.ip,
        statusCode: status,
        bearer: request.headers.authorization !== undefined,
        method: request.method,
        url: redactUrl(request.url),
        route: request.routeOptions.url,
      },
      `security: ${event}`,
    );
  });
}
