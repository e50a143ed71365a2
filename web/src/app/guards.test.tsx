import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { SUPPORT_ROLES, type Role } from '@bilim/contract/constants';
import { clearSession, setSession } from '@/lib/session';
import { renderRoutes } from '@/testing/test-utils';
import { RequireRoles, RequireSession, requireRolesLoader, requireSessionLoader } from './guards';

const signIn = (roles: Role[] = []) =>
  setSession({ access_token: 'token', user_id: 1, name: 'Dana', roles });

const page = (text: string) => <p>{text}</p>;

const guarded: RouteObject[] = [
  { path: '/', element: page('home') },
  { path: '/login', element: page('login') },
  {
    loader: requireSessionLoader,
    Component: RequireSession,
    children: [
      { path: '/cabinet', element: page('cabinet') },
      { path: '/favorite-cards', element: page('favorites') },
    ],
  },
  {
    loader: requireRolesLoader(SUPPORT_ROLES),
    element: <RequireRoles roles={SUPPORT_ROLES} />,
    children: [{ path: '/support', element: page('support') }],
  },
  {
    loader: requireRolesLoader(['admin']),
    element: <RequireRoles roles={['admin']} />,
    children: [{ path: '/admin', element: page('admin') }],
  },
];

const routes: RouteObject[] = [{ hydrateFallbackElement: <p>…</p>, children: guarded }];

async function visit(path: string) {
  const { router } = renderRoutes(routes, path);
  await screen.findByText(/home|login|cabinet|favorites|support|admin/);
  return router.state.location;
}

describe('route guards', () => {
  // Files share one jsdom (isolate: false): start signed out whatever ran before.
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('sends an anonymous visitor to /login with the original path and search', async () => {
    const location = await visit('/favorite-cards?page=2');
    expect(location.pathname).toBe('/login');
    expect(new URLSearchParams(location.search).get('redirect')).toBe('/favorite-cards?page=2');
  });

  it('lets a signed-in user pass', async () => {
    signIn();
    const location = await visit('/cabinet');
    expect(location.pathname).toBe('/cabinet');
    expect(screen.getByText('cabinet')).toBeInTheDocument();
  });

  it('sends the user to login when the session ends on a signed-in page', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/cabinet');
    await screen.findByText('cabinet');
    act(() => clearSession());
    await screen.findByText('login');
    expect(router.state.location.search).toBe('?redirect=%2Fcabinet');
  });

  it('leaves the way home to Log Out instead of sending the user to login', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/cabinet');
    await screen.findByText('cabinet');
    act(() => clearSession({ onPurpose: true }));
    await act(() => router.navigate('/'));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it.each([
    ['support', ['support'] as Role[], '/support'],
    ['advertisement', ['advertisement'] as Role[], '/support'],
    ['an ordinary user', [] as Role[], '/'],
    ['an admin without a support role', ['admin'] as Role[], '/'],
  ])('lets %s into /support only with a support role', async (_who, roles, expected) => {
    signIn(roles);
    expect((await visit('/support')).pathname).toBe(expected);
  });

  it.each(['/support', '/admin'])('sends an anonymous visitor of %s to /', async (path) => {
    expect((await visit(path)).pathname).toBe('/');
  });

  it.each([
    [['admin'] as Role[], '/admin'],
    [['support'] as Role[], '/'],
    [[] as Role[], '/'],
  ])('lets only admins into /admin (%j)', async (roles, expected) => {
    signIn(roles);
    expect((await visit('/admin')).pathname).toBe(expected);
  });
});
