import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';

const OVERRIDES = new Set(['PUT', 'PATCH', 'DELETE']);
const kBufferedBody = Symbol('bilim.bufferedBody');

type BufferedRequest = IncomingMessage & { [kBufferedBody]?: Buffer };

function overrideFromQuery(url: string | undefined): string | undefined {
  const index = url?.indexOf('?') ?? -1;
  if (!url || index < 0) return undefined;
  return new URLSearchParams(url.slice(index + 1)).get('_method') ?? undefined;
}

function overrideFromBody(body: Buffer, contentType: string): string | undefined {
  if (!body.includes('_method')) return undefined;
  const text = body.toString('utf8');
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return new URLSearchParams(text).get('_method') ?? undefined;
  }
  if (contentType.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && '_method' in parsed) {
        const value = (parsed as { _method: unknown })._method;
        return typeof value === 'string' ? value : undefined;
      }
    } catch {
      // Malformed JSON: Fastify's parser answers 400 later.
    }
  }
  return undefined;
}

function applyOverride(req: IncomingMessage, value: string | undefined): void {
  const method = value?.toUpperCase();
  if (method && OVERRIDES.has(method)) req.method = method;
}

/**
 * `POST` with `_method=PUT|PATCH|DELETE` (query string, JSON or urlencoded body) acts as that
 * method. Fastify routes before it parses bodies, so this runs in front of Fastify's handler:
 * it reads a small JSON/urlencoded POST body (bounded by the body limit), rewrites req.method,
 * and `replayBufferedBody` hands the same bytes to Fastify's body parsers.
 */
export function withMethodOverride(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  bodyLimit: number,
) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'POST') return handler(req, res);
    const fromQuery = overrideFromQuery(req.url);
    if (fromQuery) {
      applyOverride(req, fromQuery);
      return handler(req, res);
    }
    const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
    const length = Number(req.headers['content-length'] ?? NaN);
    const readable =
      (contentType.includes('json') || contentType.includes('application/x-www-form-urlencoded')) &&
      Number.isFinite(length) &&
      length > 0 &&
      length <= bodyLimit;
    if (!readable) return handler(req, res);

    const chunks: Buffer[] = [];
    let failed = false;
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => {
      failed = true;
      res.destroy();
    });
    req.once('end', () => {
      if (failed) return;
      const body = Buffer.concat(chunks);
      (req as BufferedRequest)[kBufferedBody] = body;
      applyOverride(req, overrideFromBody(body, contentType));
      handler(req, res);
    });
  };
}

/** preParsing hook: feeds the body read by `withMethodOverride` to Fastify's parsers. */
export function replayBufferedBody(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const body = (request.raw as BufferedRequest)[kBufferedBody];
    if (!body) return payload;
    const stream = new PassThrough() as PassThrough & { receivedEncodedLength?: number };
    stream.receivedEncodedLength = body.length;
    stream.end(body);
    return stream;
  });
}
