import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSearchParams } from 'react-router';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, renderWithProviders, testI18n } from '@/testing/test-utils';
import { getSession } from '@/lib/session';
import { LoginChoice } from './login-choice';
import { SocialSuccess } from './social-success';

function SuccessPage() {
  const [params] = useSearchParams();
  return <SocialSuccess params={params} />;
}

describe('social sign-in in the browser', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await testI18n.changeLanguage('en');
  });

  it('offers the providers set up and sends the browser to the one chosen', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({
      'GET /api/auth/social': [200, { data: ['google', 'yandex'] }],
      'POST /api/auth/social/google': [200, { data: { url: 'https://accounts.example/auth?x=1' } }],
    });
    renderWithProviders(<LoginChoice redirect="/favorites" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Continue with Yandex' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    expect(callsTo(fetchMock, 'POST', '/api/auth/social/google')[0]?.body).toEqual({
      return_to: '/favorites',
    });
  });

  it('shows no provider buttons when none is set up', async () => {
    mockApi({ 'GET /api/auth/social': [200, { data: [] }] });
    renderWithProviders(<LoginChoice redirect={null} />);
    await screen.findByTestId('login-with-password');
    await waitFor(() => expect(screen.queryByTestId('social-sign-in')).toBeNull());
  });

  it('turns the code into a session and returns where the visitor was', async () => {
    mockApi({
      'POST /api/auth/social/complete': [
        200,
        {
          access_token: 'tok-1',
          user_id: 5,
          name: 'Aigul',
          roles: [],
          acting_role: null,
          impersonator: null,
          return_to: '/favorites',
        },
      ],
    });
    const { router } = renderRoutes(
      [
        { path: '/auth-social-success', element: <SuccessPage /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      '/auth-social-success?code=abc',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    expect(getSession()?.access_token).toBe('tok-1');
  });

  it('explains the provider’s refusal in the reader’s language, with the way on', async () => {
    await testI18n.changeLanguage('kz');
    mockApi({});
    renderRoutes(
      [{ path: '/auth-social-success', element: <SuccessPage /> }],
      '/auth-social-success?error=SOCIAL_LINK_REQUIRED',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Бұл e-mail-мен аккаунт бар: провайдерді байланыстыру үшін біз жіберген сілтемені ашыңыз',
    );
    expect(screen.getByRole('link', { name: 'E-mail және құпиясөзбен кіру' })).toBeInTheDocument();
  });
});
