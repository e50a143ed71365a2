import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, type MockAnswer } from '@/testing/mock-api';
import { accountRoutes, buildMoneyAccount } from '@/features/account/testing';
import { setSession } from '@/lib/session';
import { renderWithProviders } from '@/testing/test-utils';
import { Header } from './header';

/** GET /notifications with only the counts (the bell's list has its own tests). */
const notificationsAnswer = (unread: number): MockAnswer => [
  200,
  { data: [], meta: { current_page: 1, last_page: 1, per_page: 30, total: unread, unread } },
];

describe('the header balance badge and bell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows a signed-in user's balance, coloured, linking to the account", async () => {
    setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
    mockApi({
      ...accountRoutes(buildMoneyAccount({ balance: 1_000_000, badge: 'green' })),
      'GET /notifications': notificationsAnswer(0),
    });
    renderWithProviders(<Header />);
    const badge = await screen.findByTestId('balance-badge');
    expect(badge).toHaveTextContent('₸10,000');
    expect(badge).toHaveAttribute('data-colour', 'green');
    expect(badge).toHaveAttribute('href', '/account');
  });

  it('shows a signed-in user the bell with the unread count', async () => {
    setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
    mockApi({
      ...accountRoutes(buildMoneyAccount()),
      'GET /notifications': notificationsAnswer(4),
    });
    renderWithProviders(<Header />);
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, unread: 4'));
  });

  it('is absent for visitors, who never ask for an account', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<Header />);
    await waitFor(() => expect(screen.getByTestId('user-menu')).toBeInTheDocument());
    expect(screen.queryByTestId('balance-badge')).toBeNull();
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/account')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', '/notifications')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', '/api/cabinet/accounts')).toHaveLength(0);
  });
});
