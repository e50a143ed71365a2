/**
 * The server's render of the public pages (built to web/dist-server, loaded by the server's
 * http/server-render.ts): the same routes, loaders and providers as the browser's app, with
 * the page's data fetched in-process and sent along for hydration (lib/server-state.ts).
 */
import './lib/zod-config';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { dehydrate } from '@tanstack/react-query';
import type { RenderRequest, RenderResult } from '@bilim/contract/server-render';
import { AppProvider } from './app/provider';
import { createRouteContext } from './app/route-data';
import { CLIENT_RENDERED_ROUTE_IDS, routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { createPageI18n, usedNamespaces } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { encodeQueries, serialiseServerState, type ServerState } from './lib/server-state';

/** The API of the page being rendered (several pages render at once). */
const pageApi = new AsyncLocalStorage<RenderRequest['fetch']>();
setApiTransport((path, init) => {
  const fetchOfPage = pageApi.getStore();
  if (!fetchOfPage) return Promise.reject(new Error(`API call outside a page render: ${path}`));
  return fetchOfPage(path, init);
});

const handler = createStaticHandler(routes);

/**
 * The whole HTML once every part is ready (the data is loaded first, so only lazy parts wait),
 * with no inline scripts (the Content-Security-Policy allows none). A part that fails is left
 * to the browser to render; its error is reported.
 */
async function renderToHtml(element: ReactNode, onError: (error: unknown) => void) {
  // One chunk: React would otherwise move big parts to the end with scripts that reveal them.
  const { prelude } = await prerenderToNodeStream(element, {
    onError,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://bilim.internal');
  const matches = matchRoutes(routes, url.pathname) ?? [];
  if (matches.some(({ route }) => CLIENT_RENDERED_ROUTE_IDS.includes(route.id ?? ''))) {
    return { kind: 'client' };
  }

  return pageApi.run(request.fetch, async () => {
    const queryClient = createQueryClient();
    const requestContext = createRouteContext({
      queryClient,
      city: request.city,
      waitForData: true,
    });
    const context = await handler.query(new Request(url), { requestContext });
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      return location ? { kind: 'redirect', status: context.status, location } : { kind: 'client' };
    }
    // A loader that failed is shown by the browser's own render.
    if (context.errors) return { kind: 'client' };

    const i18n = createPageI18n(request.language, request.translations);
    const hints = { city: request.city, mobile: request.mobile };
    const router = createStaticRouter(handler.dataRoutes, context);
    const appHtml = await renderToHtml(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProvider queryClient={queryClient} hints={hints}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </I18nextProvider>
      </StrictMode>,
      (error) => request.onError(error),
    );

    const translations = Object.fromEntries(
      usedNamespaces(i18n)
        .filter((namespace) => namespace in request.translations)
        .map((namespace) => [namespace, request.translations[namespace]!]),
    );
    const state: ServerState = {
      language: request.language,
      translations,
      queries: encodeQueries(
        dehydrate(queryClient, {
          shouldDehydrateQuery: (query) =>
            query.state.status === 'success' || query.state.status === 'error',
        }),
      ),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      hints,
    };
    // The catch-all route is the app's Page Not Found.
    const notFound = matches.at(-1)?.route.path === '*';
    const modules = context.matches.flatMap(({ route }) => {
      const module = (route.handle as { module?: unknown } | undefined)?.module;
      return typeof module === 'string' ? [module] : [];
    });
    return {
      kind: 'page',
      status: notFound ? 404 : context.statusCode,
      appHtml,
      state: serialiseServerState(state),
      modules,
    };
  });
}
