import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * A URL fit for the log: the token of a restore link (`/restore/<token>`, the web app's route this
 * server also serves) and any `token=` query value are replaced, so logs never hold a live link.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/+restore\/)[^?#]+/i, `$1${REDACTED}`)
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
