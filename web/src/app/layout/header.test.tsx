import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import { accountRoutes, buildMoneyAccount } from '@/features/account/testing';
import { setSession } from '@/lib/session';
import { renderWithProviders } from '@/testing/test-utils';
import { Header } from './header';

describe('the header balance badge', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows a signed-in user's balance, coloured, linking to the account", async () => {
    setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
    mockApi(accountRoutes(buildMoneyAccount({ balance: 1_000_000, badge: 'green' })));
    renderWithProviders(<Header />);
    const badge = await screen.findByTestId('balance-badge');
    expect(badge).toHaveTextContent('₸10,000');
    expect(badge).toHaveAttribute('data-colour', 'green');
    expect(badge).toHaveAttribute('href', '/account');
  });

  it('is absent for visitors, who never ask for an account', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<Header />);
    await waitFor(() => expect(screen.getByTestId('user-menu')).toBeInTheDocument());
    expect(screen.queryByTestId('balance-badge')).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/account')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET', '/api/cabinet/accounts')).toHaveLength(0);
  });
});
