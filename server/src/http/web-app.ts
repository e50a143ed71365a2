import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '@bilim/contract/errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function cacheControlFor(webDist: string, filePath: string): string {
  // Only Vite's content-hashed files may be kept; the rest (index.html, sw.js, locales, icons)
  // is revalidated by ETag on every load, so a deploy shows at once.
  const relative = path.relative(webDist, filePath);
  return relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : NO_CACHE;
}

/** A page the server rendered, or where it sends the visitor instead. */
export type PageAnswer = { status: number; html: string } | { status: number; redirect: string };

/**
 * Renders a page of the web app on the server (http/server-render.ts), from the app's
 * index.html (`readIndex`); null leaves the page to the browser (index.html as is).
 */
export type PageRenderer = (
  request: FastifyRequest,
  readIndex: () => Promise<string>,
) => Promise<PageAnswer | null>;

/**
 * Adds a page's tags for search engines and link previews (the seo domain) to its HTML
 * (`readPage`: the rendered page, or index.html); null when the page has none.
 */
export type PageTags = (
  request: FastifyRequest,
  readPage: () => Promise<string>,
) => Promise<string | null>;

/**
 * Serves the built web app (web/dist) when it exists: hashed /assets/* cached for a year,
 * index.html and sw.js revalidated on every load, each file as its precompressed Brotli or gzip
 * twin when the browser takes one. Unknown non-API GETs get index.html (the
 * single-page app shows its own Page Not Found); unknown /api paths answer 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: { renderPage?: PageRenderer | null; pageTags?: PageTags } = {},
) {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      // The .br and .gz twins the web build writes, for browsers that take them.
      preCompressed: true,
      // Pages, the home page too, go through the server's render below.
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(webDist, filePath));
      },
    });
  }

  // Read once, like the server render's bundle and manifest it must match (a deploy restarts).
  let index: Promise<string> | undefined;
  const readIndex = () => (index ??= readFile(path.join(webDist, 'index.html'), 'utf8'));

  async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (an old hashed asset, say) is a plain 404, not the app's HTML.
    const isFile = pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname);
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      if (isFile) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
      }
      if (hasWebApp) {
        reply.header('cache-control', NO_CACHE);
        const page = options.renderPage ? await options.renderPage(request, readIndex) : null;
        if (page && 'redirect' in page) return reply.redirect(page.redirect, page.status);
        const rendered = page?.html;
        const html =
          (options.pageTags &&
            (await options.pageTags(request, rendered ? async () => rendered : readIndex))) ??
          rendered;
        if (html) {
          return reply
            .code(page?.status ?? 200)
            .type('text/html; charset=utf-8')
            .send(html);
        }
        return reply.sendFile('index.html');
      }
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build -w web` (or `npm start`).\n');
    }
    return reply.code(404).send({ message: ERRORS.NOT_FOUND.message, code: 'NOT_FOUND' });
  }

  // The home page is a page like the others (the static files have no index).
  if (hasWebApp) app.get('/', { schema: { hide: true } }, notFound);
  return notFound;
}
