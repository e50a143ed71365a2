import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LANGUAGE_TAGS,
  LANGUAGES,
  languageFromTag,
  type Language,
} from '@bilim/contract/constants';
import {
  SERVER_STATE_ELEMENT_ID,
  type RenderRequest,
  type ServerRenderer,
} from '@bilim/contract/server-render';
import { requestLanguage } from '../mail/language';
import type { PageAnswer, PageRenderer } from './web-app';

/** The web build's server render (web/dist-server beside web/dist), or null when not built. */
export async function loadServerRenderer(webDist: string): Promise<ServerRenderer | null> {
  const entry = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

/** Every namespace of every language of the build (web/dist/locales), read once. */
async function readTranslations(webDist: string) {
  const all = {} as Record<Language, RenderRequest['translations']>;
  for (const language of LANGUAGES) {
    const folder = path.join(webDist, 'locales', language);
    const files = existsSync(folder) ? await readdir(folder) : [];
    all[language] = Object.fromEntries(
      await Promise.all(
        files
          .filter((file) => file.endsWith('.json'))
          .map(async (file) => [
            path.basename(file, '.json'),
            JSON.parse(await readFile(path.join(folder, file), 'utf8')) as Record<string, unknown>,
          ]),
      ),
    );
  }
  return all;
}

/** A cookie's value from the Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** Spec §9 on the server: the `lng` query, the `i18next` cookie, `Accept-Language`, else ru. */
export function pageLanguage(request: FastifyRequest): Language {
  const query = new URL(request.url, 'http://bilim.internal').searchParams.get('lng');
  return (
    languageFromTag(query) ??
    languageFromTag(cookieValue(request.headers.cookie, 'i18next')) ??
    requestLanguage(request.headers['accept-language'])
  );
}

/** A phone, by Client Hints or by the User-Agent (emulators often change only the latter). */
export function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string' && hint.trim() === '?1') return true;
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '');
}

const CITY_SLUG = /^[a-z0-9-]{1,64}$/;

/**
 * The API for a page's render, answered in-process by the app itself in the visitor's language
 * and from the visitor's address (rate limits and view counts see the visitor, not the server).
 */
function inProcessFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  language: Language,
): RenderRequest['fetch'] {
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...(init.headers as Record<string, string>),
        'accept-language': LANGUAGE_TAGS[language],
        'user-agent': request.headers['user-agent'] ?? '',
      },
      remoteAddress: request.ip,
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/** A chunk of the web build's manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/**
 * The tags a page needs in its head besides the entry's: the style sheets of its route modules
 * (so the page is styled as it is drawn, before any script) and their scripts preloaded (so
 * hydration does not wait for them one after another).
 */
export function routeAssetTags(manifest: Record<string, ManifestChunk>, modules: string[]) {
  /** The scripts and style sheets the modules bring along: themselves and their static imports. */
  const filesOf = (keys: string[]) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return { scripts, styles };
  };
  // What index.html links already (the entry and its imports) is not linked again.
  const linked = filesOf(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const page = filesOf(modules);
  return [
    ...[...page.styles]
      .filter((file) => !linked.styles.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...page.scripts]
      .filter((file) => !linked.scripts.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** index.html with the page's tags, the rendered app, its state and the page's language. */
export function fillTemplate(
  index: string,
  language: Language,
  appHtml: string,
  state: string,
  headTags = '',
) {
  return index
    .replace(/<html lang="[^"]*"/i, `<html lang="${LANGUAGE_TAGS[language]}"`)
    .replace(/<\/head>/i, `  ${headTags}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${appHtml}</div>\n    <script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${state}</script>`,
    );
}

/**
 * The public pages rendered on the server with their data, in the visitor's language (the
 * signed-in areas stay the browser's). A render that fails is logged, and the page is left to the
 * browser: the visitor still gets it.
 */
export async function serverPageRenderer(
  app: FastifyInstance,
  renderer: ServerRenderer,
  webDist: string,
): Promise<PageRenderer> {
  const translations = await readTranslations(webDist);
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  return async (request, readIndex): Promise<PageAnswer | null> => {
    const language = pageLanguage(request);
    const city = cookieValue(request.headers.cookie, 'city');
    try {
      const result = await renderer.render({
        url: request.url,
        language,
        city: city && CITY_SLUG.test(city) ? city : null,
        mobile: isPhone(request),
        translations: translations[language],
        fetch: inProcessFetch(app, request, language),
        onError: (error) => request.log.warn({ err: error }, 'part of a page failed to render'),
      });
      if (result.kind === 'redirect') return { status: result.status, redirect: result.location };
      if (result.kind === 'client') return null;
      return {
        status: result.status,
        html: fillTemplate(
          await readIndex(),
          language,
          result.appHtml,
          result.state,
          routeAssetTags(manifest, result.modules),
        ),
      };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the browser renders the page');
      return null;
    }
  };
}
