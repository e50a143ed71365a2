import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BadgeColour } from '@bilim/contract/money';
import { setSession } from '@/lib/session';
import { renderWithProviders } from '@/testing/test-utils';
import { callsTo, mockApi } from '@/testing/mock-api';
import { accountRoutes, buildCabinetAccount, buildMoneyAccount } from '../testing';
import { BalanceBadge } from './balance-badge';

describe('the balance badge', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each([
    ['red', 'The tariff ends soon and the balance does not cover the next payment.'],
    ['green', 'The tariff ends soon; the balance covers the next payment.'],
    ['neutral', 'Nothing is due within a month.'],
  ] as [BadgeColour, string][])(
    "takes the %s colour from the account's answer and links to /account",
    async (badge, explanation) => {
      setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
      mockApi(accountRoutes(buildMoneyAccount({ balance: 490_000, badge })));
      renderWithProviders(<BalanceBadge />);
      const link = await screen.findByTestId('balance-badge');
      expect(link).toHaveAttribute('data-colour', badge);
      expect(link).toHaveAttribute('href', '/account');
      expect(link).toHaveTextContent('₸4,900');
      expect(link).toHaveAttribute('title', explanation);
    },
  );

  it('asks about the current account kept in local storage', async () => {
    setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
    localStorage.setItem('accountId', '2');
    const second = buildMoneyAccount({ id: 2, title: 'Dana Camps', balance: 500_000 });
    const fetchMock = mockApi({
      'GET /api/cabinet/accounts': [
        200,
        { data: [buildCabinetAccount(), buildCabinetAccount({ id: 2, title: 'Dana Camps' })] },
      ],
      'GET /api/account': [200, { data: second }],
    });
    renderWithProviders(<BalanceBadge />);
    await screen.findByTestId('balance-badge');
    expect(callsTo(fetchMock, 'GET', '/api/account')[0]?.search.get('account_id')).toBe('2');
  });

  it('shows nothing while the account cannot be read', async () => {
    const fetchMock = mockApi({ 'GET /api/cabinet/accounts': [500, {}] });
    renderWithProviders(<BalanceBadge />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/cabinet/accounts')).toHaveLength(1));
    expect(screen.queryByTestId('balance-badge')).toBeNull();
  });
});
