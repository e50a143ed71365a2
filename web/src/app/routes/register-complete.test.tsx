import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoutes } from '@/testing/test-utils';
import { Component as Register } from './register';
import { Component as RegisterComplete } from './register-complete';

const routes = [
  { path: paths.register.path, Component: Register },
  { path: paths.registerComplete.path, Component: RegisterComplete },
];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

function type(name: string, value: string) {
  fireEvent.change(document.querySelector(`input[name="${name}"]`) as Element, {
    target: { value },
  });
}

describe('sign-up with a page to return to', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('carries ?redirect= from /register to /register-complete', async () => {
    answer(201, { access_token: 'tok', user_id: 5, name: 'Dana', roles: [] });
    const { router } = renderRoutes(routes, paths.register.getHref('/favorite-cards?page=2'));
    type('name', 'Dana');
    type('email', 'dana@example.kz');
    type('password', 'secret-password');
    fireEvent.click(document.querySelector('input[name="consent"]') as Element);
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-complete'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/favorite-cards?page=2',
    );
    expect(await screen.findByTestId('register-complete-continue')).toHaveAttribute(
      'href',
      '/favorite-cards?page=2',
    );
  });

  it('offers the catalog first when there is no page to return to, the profile and cabinet beside it', () => {
    renderRoutes(routes, paths.registerComplete.getHref());
    expect(screen.queryByTestId('register-complete-continue')).toBeNull();
    expect(screen.getByTestId('register-complete-catalog')).toHaveAttribute('href', '/catalog');
    expect(screen.getByTestId('register-complete-profile')).toHaveAttribute('href', '/profile');
    expect(screen.getByTestId('register-complete-cabinet')).toHaveAttribute('href', '/cabinet');
  });

  it('ignores a redirect to another site', () => {
    renderRoutes(routes, paths.registerComplete.getHref('//evil.example/'));
    expect(screen.queryByTestId('register-complete-continue')).toBeNull();
  });
});
