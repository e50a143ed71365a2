import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { mockApi } from '@/testing/mock-api';
import { buildAccount } from '../testing';
import { CabinetShell } from './cabinet-shell';

const Shell = () => (
  <CabinetShell title="Cabinet">
    {(account) => <p data-testid="current-account">{account.title}</p>}
  </CabinetShell>
);

describe('the account switcher', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is hidden when the user has one account', async () => {
    mockApi({ 'GET /api/cabinet/accounts': [200, { data: [buildAccount()] }] });
    renderWithProviders(<Shell />);
    expect(await screen.findByTestId('current-account')).toHaveTextContent('Dana Academy');
    expect(screen.queryByTestId('account-switcher')).toBeNull();
  });

  it('switches the current account and keeps the choice in local storage', async () => {
    mockApi({
      'GET /api/cabinet/accounts': [
        200,
        { data: [buildAccount(), buildAccount({ id: 2, title: 'Dana Camps' })] },
      ],
    });
    renderWithProviders(<Shell />);
    expect(await screen.findByTestId('current-account')).toHaveTextContent('Dana Academy');
    fireEvent.click(screen.getByRole('combobox', { name: 'Select account' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dana Camps', hidden: true }));
    expect(await screen.findByText('Dana Camps', { selector: 'p' })).toBeInTheDocument();
    expect(localStorage.getItem('accountId')).toBe('2');
  });

  it('starts from the account kept in local storage', async () => {
    localStorage.setItem('accountId', '2');
    mockApi({
      'GET /api/cabinet/accounts': [
        200,
        { data: [buildAccount(), buildAccount({ id: 2, title: 'Dana Camps' })] },
      ],
    });
    renderWithProviders(<Shell />);
    expect(await screen.findByTestId('current-account')).toHaveTextContent('Dana Camps');
  });
});
