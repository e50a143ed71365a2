import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SUPPORT_ROLES, type Role } from '@bilim/contract/constants';
import { LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import type { LegalPageKey } from '@/features/legal/components/legal-page';
import type { EmailLink } from '@/features/profile/api/email-links';
import { MainLayout } from './layout/main-layout';
import { RouteError } from './layout/route-error';
import { statusQueryOptions } from '@/features/admin/api/get-status';
import { citiesQueryOptions } from '@/features/dictionaries/api/get-cities';
import { languagesQueryOptions } from '@/features/dictionaries/api/get-languages';
import { readCurrentCitySlug } from '@/features/dictionaries/hooks/use-current-city';
import { RequireRoles, RequireSession, requireRolesLoader, requireSessionLoader } from './guards';
import { createRouteContext, preload } from './route-data';

/** What a route module gives its route (the screen, maybe a loader). */
type RouteModule = Pick<RouteObject, 'Component' | 'loader'>;

/** The modules of the top-level routes by file (the cabinet's, support's and admin's are below). */
const pageModules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/**
 * A page of its own module, loaded lazily. Its file is named in `handle.module`: the server,
 * which renders the public pages, links the page's style sheets and scripts from it, so the
 * page is styled before its script runs.
 */
function page(name: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No route module routes/${name}.tsx`);
  return { lazy: load, handle: { module: `src/app/routes/${name}.tsx` } };
}

const emailLink = (path: string, link: EmailLink): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('./routes/email-link')).emailLinkRoute(link) }),
  handle: { module: 'src/app/routes/email-link.tsx' },
});

const legal = (path: string, legalPage: LegalPageKey): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('./routes/legal')).legalRoute(legalPage) }),
  handle: { module: 'src/app/routes/legal.tsx' },
});

/** The cabinet's cards and events screens (one lazy module per kind of screen). */
const cabinetRoutes: RouteObject[] = (['cards', 'events'] as const).flatMap((kind) => {
  const cards = kind === 'cards';
  return [
    {
      path: (cards ? paths.cabinetCards : paths.cabinetEvents).path,
      lazy: async () => ({
        Component: (await import('./routes/cabinet/listings')).listingsRoute(kind, false),
      }),
    },
    {
      path: (cards ? paths.cabinetCardsArchive : paths.cabinetEventsArchive).path,
      lazy: async () => ({
        Component: (await import('./routes/cabinet/listings')).listingsRoute(kind, true),
      }),
    },
    {
      path: (cards ? paths.cabinetCardCreate : paths.cabinetEventCreate).path,
      lazy: async () => ({
        Component: (await import('./routes/cabinet/create')).createRoute(kind),
      }),
    },
    {
      path: (cards ? paths.cabinetCardEdit : paths.cabinetEventEdit).path,
      lazy: async () => ({
        Component: (await import('./routes/cabinet/record')).recordRoute(kind, 'edit'),
      }),
    },
    {
      path: (cards ? paths.cabinetCard : paths.cabinetEvent).path,
      lazy: async () => ({
        Component: (await import('./routes/cabinet/record')).recordRoute(kind, 'show'),
      }),
    },
  ];
});

const SUPPORT_AREA_ROLES: readonly Role[] = [...SUPPORT_ROLES, 'admin'];

/** What the frame reads on every page: the cities, the languages and the site's status. */
const frameLoader = ({ context }: LoaderFunctionArgs) =>
  preload(context, ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(citiesQueryOptions()),
      queryClient.prefetchQuery(languagesQueryOptions()),
      queryClient.prefetchQuery(statusQueryOptions()),
    ]),
  );

/** Areas the server leaves to the browser: their guards need the session it does not have. */
export const CLIENT_RENDERED_ROUTE_IDS: readonly string[] = ['signed-in', 'support', 'admin'];

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: frameLoader,
    Component: MainLayout,
    errorElement: (
      <MainLayout>
        <RouteError />
      </MainLayout>
    ),
    hydrateFallbackElement: <LoadingState page />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page('home') },
          { path: paths.login.path, ...page('login') },
          { path: paths.loginPassword.path, ...page('login-password') },
          { path: paths.register.path, ...page('register') },
          { path: paths.registerComplete.path, ...page('register-complete') },
          { path: paths.authSocialSuccess.path, ...page('auth-social-success') },
          { path: paths.restore.path, ...page('restore') },
          { path: paths.restoreReset.path, ...page('restore-reset') },
          emailLink(paths.emailChange.path, 'emailChange'),
          emailLink(paths.emailConfirm.path, 'emailConfirmation'),
          emailLink(paths.socialLink.path, 'socialLink'),

          { path: paths.catalog.path, ...page('catalog') },
          { path: paths.cards.path, ...page('catalog') },
          { path: paths.card.path, ...page('card') },
          { path: paths.events.path, ...page('events') },
          { path: paths.event.path, ...page('event') },
          { path: paths.search.path, ...page('search') },
          { path: paths.userInfo.path, ...page('user-info') },

          legal(paths.about.path, 'about'),
          legal(paths.consentUser.path, 'consent_user'),
          legal(paths.cookie.path, 'cookie'),
          legal(paths.privacy.path, 'privacy'),
          legal(paths.consentCustomer.path, 'consent_customer'),
          legal(paths.agreement.path, 'agreement'),

          {
            // Signed-in routes: anonymous visitors go to /login?redirect=<path>.
            id: 'signed-in',
            loader: requireSessionLoader,
            Component: RequireSession,
            children: [
              {
                // The cabinet and the money screens: where publishing and paying happen.
                lazy: () => import('./layout/provider-area'),
                children: [
                  { path: paths.cabinet.path, lazy: () => import('./routes/cabinet/overview') },
                  ...cabinetRoutes,
                  {
                    path: paths.cabinetStatistics.path,
                    lazy: () => import('./routes/cabinet/statistics'),
                  },
                  { path: paths.account.path, lazy: () => import('./routes/account/account') },
                  { path: paths.balance.path, lazy: () => import('./routes/account/account') },
                  { path: paths.accountSelect.path, lazy: () => import('./routes/account/select') },
                  {
                    path: paths.balanceHistory.path,
                    lazy: () => import('./routes/account/history'),
                  },
                  { path: paths.replenish.path, lazy: () => import('./routes/account/replenish') },
                  { path: paths.tariff.path, lazy: () => import('./routes/account/tariff') },
                  {
                    path: paths.tariffChange.path,
                    lazy: () => import('./routes/account/tariff-change'),
                  },
                  {
                    path: paths.tariffFlexCreate.path,
                    lazy: () => import('./routes/account/tariff-flex'),
                  },
                  {
                    path: paths.tariffFlexSetup.path,
                    lazy: () => import('./routes/account/tariff-flex'),
                  },
                ],
              },
              { path: paths.profile.path, ...page('profile') },
              { path: paths.favoriteCards.path, ...page('favorite-cards') },
              { path: paths.favoriteEvents.path, ...page('favorite-events') },
              { path: paths.chat.path, ...page('chat') },
              { path: paths.chatRoom.path, ...page('chat') },
            ],
          },
          {
            // Support area: roles support or advertisement (and admins, who hold every
            // permission); others go to /.
            id: 'support',
            loader: requireRolesLoader(SUPPORT_AREA_ROLES),
            element: <RequireRoles roles={SUPPORT_AREA_ROLES} />,
            // The area routes its own screens (routes/support-area.tsx).
            children: [{ path: `${paths.support.path}/*`, ...page('support-area') }],
          },
          {
            // Admin area: role admin; others go to /.
            id: 'admin',
            loader: requireRolesLoader(['admin']),
            element: <RequireRoles roles={['admin']} />,
            // The area routes its own screens (routes/admin-area.tsx).
            children: [{ path: `${paths.admin.path}/*`, ...page('admin-area') }],
          },
          { path: '*', ...page('not-found') },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy modules of the routes a URL matches, before hydrating its server-rendered
 * page: the first render in the browser must draw what the server drew, not a fallback.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const { Component, loader } = await route.lazy();
      Object.assign(route, { Component, loader, lazy: undefined });
    }),
  );
}

export const createAppRouter = (queryClient: QueryClient, hydrationData?: HydrationState) =>
  createBrowserRouter(routes, {
    hydrationData,
    getContext: () =>
      createRouteContext({ queryClient, city: readCurrentCitySlug(), waitForData: false }),
  });
