import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@bilim/contract/constants';
import { getSession, setSession } from '@/lib/session';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, renderWithProviders } from '@/testing/test-utils';
import { UserMenu } from './user-menu';

const open = async () => {
  fireEvent.click(screen.getByTestId('user-menu'));
  await screen.findByTestId(/user-menu-(login|logout)/);
};

describe('UserMenu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers only Log In to anonymous visitors, coming back to the page they are on', async () => {
    renderRoutes([{ path: '/catalog', element: <UserMenu /> }], '/catalog?city=almaty');
    await open();
    expect(screen.getByTestId('user-menu-login')).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/catalog?city=almaty')}`,
    );
    expect(screen.queryByTestId('user-menu-logout')).toBeNull();
  });

  it('leads from a sign-in page to plain /login', async () => {
    renderRoutes([{ path: '/restore', element: <UserMenu /> }], '/restore');
    await open();
    expect(screen.getByTestId('user-menu-login')).toHaveAttribute('href', '/login');
  });

  it.each([
    [[] as Role[], [], ['admin', 'support']],
    [['admin'] as Role[], ['admin'], ['support']],
    [['support'] as Role[], ['support'], ['admin']],
    [['advertisement'] as Role[], ['support'], ['admin']],
  ])('shows the staff items by role (%j)', async (roles, shown, hidden) => {
    setSession({ access_token: 't', user_id: 1, name: 'Dana', roles });
    renderWithProviders(<UserMenu />);
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Dana');
    await open();
    for (const name of ['main', 'chat', 'favorites', 'account', 'cabinet', 'profile', 'about']) {
      expect(screen.getByTestId(`user-menu-${name}`)).toBeInTheDocument();
    }
    expect(screen.getByTestId('user-menu-favorites')).toHaveAttribute('href', '/favorite-cards');
    for (const name of shown) expect(screen.getByTestId(`user-menu-${name}`)).toBeInTheDocument();
    for (const name of hidden) expect(screen.queryByTestId(`user-menu-${name}`)).toBeNull();
    expect(screen.queryByTestId('user-menu-login')).toBeNull();
  });

  it('counts unread messages in "Chat (n)" (the sum of amt) and leads Help to support', async () => {
    setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
    mockApi({
      'GET /chats/messages': [
        200,
        {
          data: [
            { chat_id: 3, amt: 2 },
            { chat_id: 8, amt: 1_200 },
          ],
        },
      ],
    });
    renderWithProviders(<UserMenu />);
    await open();
    await waitFor(() =>
      expect(screen.getByTestId('user-menu-chat').textContent?.replace(/\s/g, ' ')).toBe(
        'Chat (1,202)',
      ),
    );
    expect(screen.getByTestId('user-menu-help')).toHaveAttribute('href', '/chat?support=1');
  });

  it('on Log Out lets go of the session first, then revokes its token', async () => {
    setSession({ access_token: 'token-1', user_id: 1, name: 'Dana', roles: [] });
    let sessionWhenRevoked: unknown = 'not called';
    const fetchMock = mockApi({
      'POST /api/logout': () => {
        sessionWhenRevoked = getSession();
        return [204];
      },
    });
    renderWithProviders(<UserMenu />);
    await open();
    fireEvent.click(screen.getByTestId('user-menu-logout'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/logout')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/logout')[0]?.headers.Authorization).toBe(
      'Bearer token-1',
    );
    // Nothing of this tab (the realtime channel, a query in flight) outlives the session.
    expect(sessionWhenRevoked).toBeNull();
  });
});
