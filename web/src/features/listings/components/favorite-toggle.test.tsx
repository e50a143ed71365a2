import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/lib/session';
import { renderRoutes } from '@/testing/test-utils';
import { useFavoriteKeptForSignIn } from '../lib/use-favorite-kept-for-sign-in';
import { FavoriteToggle } from './favorite-toggle';

function answerWith(status: number) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async () => {
    await gate;
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify({ message: 'Server error', code: 'SERVER_ERROR' }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

const renderToggle = (favorite: boolean) =>
  renderRoutes(
    [
      {
        path: '/cards/:id/show',
        element: <FavoriteToggle kind="cards" id={7} favorite={favorite} />,
      },
      { path: '/login', element: <p>login page</p> },
    ],
    '/cards/7/show?from=catalog',
  );

describe('the favorite toggle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    sessionStorage.clear();
  });

  it('turns on at once and stays on when the server agrees', async () => {
    setSession({ access_token: 'token', user_id: 1, name: 'Dana', roles: [] });
    const { fetchMock, release } = answerWith(204);
    renderToggle(false);
    const toggle = screen.getByTestId('favorite-toggle');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/favorites/cards/7',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Remove from favorites');
  });

  it('rolls back when the server refuses', async () => {
    setSession({ access_token: 'token', user_id: 1, name: 'Dana', roles: [] });
    const { fetchMock, release } = answerWith(500);
    renderToggle(true);
    const toggle = screen.getByTestId('favorite-toggle');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/favorites/cards/7',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    release();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  });

  it('sends anonymous visitors to the login page, to come back here', async () => {
    const { fetchMock } = answerWith(204);
    const { router } = renderToggle(false);
    fireEvent.click(screen.getByTestId('favorite-toggle'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/cards/7/show?from=catalog')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the heart tapped before signing in once the visitor has signed in, once', async () => {
    const { fetchMock, release } = answerWith(204);
    release();
    const first = renderToggle(false);
    fireEvent.click(screen.getByTestId('favorite-toggle'));
    await screen.findByText('login page');
    first.unmount();

    setSession({ access_token: 'token', user_id: 1, name: 'Dana', roles: [] });
    function SignedInPage() {
      useFavoriteKeptForSignIn();
      return <p>signed in</p>;
    }
    const signedIn = renderRoutes([{ path: '/', element: <SignedInPage /> }]);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/favorites/cards/7',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    signedIn.unmount();
    // Kept for that one sign-in: a later page adds nothing again.
    renderRoutes([{ path: '/', element: <SignedInPage /> }]);
    await screen.findByText('signed in');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
