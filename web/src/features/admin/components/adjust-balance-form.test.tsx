import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Data } from '@bilim/contract/api';
import type { Account } from '@bilim/contract/money';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { AdjustBalanceForm } from './adjust-balance-form';

describe('the admin’s balance correction', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('asks for a reason in the reader’s language, then takes money off in tiyn with one key per correction', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'POST /api/admin/accounts/7/adjustments': [201, { data: { id: 1 } }],
    });
    renderWithProviders(<AdjustBalanceForm accountId={7} currency="KZT" balance={1_000_000_000} />);
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('adjust-save'));
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
    expect(screen.getByText('Укажите сумму, отличную от нуля')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Списать' }));
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '1 200,5' } });
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('adjust-reason'), {
      target: { value: 'Двойное списание' },
    });
    fireEvent.click(screen.getByTestId('adjust-save'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(1),
    );
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments');
    expect(call?.body).toEqual({ amount: -120_050, reason: 'Двойное списание' });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
  });

  it('reads a pasted amount whichever decimal mark it was written with', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/accounts/7/adjustments': [201, { data: { id: 1 } }],
    });
    renderWithProviders(<AdjustBalanceForm accountId={7} currency="KZT" balance={0} />);
    const amount = screen.getByTestId('adjust-amount');
    // Copied from a Russian statement into the English form: 9 900 tenge 50 tiyn, not 990 050.
    fireEvent.paste(amount, { clipboardData: { getData: () => '9 900,50' } });
    await waitFor(() => expect(amount).toHaveValue('9 900.50'));
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'Refund' } });
    fireEvent.click(screen.getByTestId('adjust-save'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')[0]?.body).toEqual({
      amount: 990_050,
      reason: 'Refund',
    });
  });

  it('refuses a charge above the balance on the amount field, naming the most in the reader’s money, and sends nothing', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'POST /api/admin/accounts/7/adjustments': [201, { data: { id: 1 } }],
    });
    renderWithProviders(<AdjustBalanceForm accountId={7} currency="KZT" balance={1_250_000} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Списать' }));
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '12 500,01' } });
    fireEvent.change(screen.getByTestId('adjust-reason'), {
      target: { value: 'Двойное зачисление' },
    });
    fireEvent.click(screen.getByTestId('adjust-save'));

    await waitFor(() =>
      expect(screen.getByTestId('adjust-amount')).toHaveAccessibleDescription(
        /^Больше баланса: списать можно не более 12\s500\s₸$/,
      ),
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(0);
    expect(screen.getByTestId('adjust-amount')).toHaveValue('12 500,01');
    expect(screen.getByTestId('adjust-reason')).toHaveValue('Двойное зачисление');

    // The whole balance can be charged.
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '12 500' } });
    fireEvent.click(screen.getByTestId('adjust-save'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')[0]?.body).toEqual({
      amount: -1_250_000,
      reason: 'Двойное зачисление',
    });
  });

  it('puts no maximum on a credit: the charge’s refusal goes once “Credit” is chosen', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/accounts/7/adjustments': [201, { data: { id: 1 } }],
    });
    renderWithProviders(<AdjustBalanceForm accountId={7} currency="KZT" balance={1_250_000} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Charge' }));
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '50 000' } });
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'Refund' } });
    fireEvent.click(screen.getByTestId('adjust-save'));
    await waitFor(() =>
      expect(screen.getByTestId('adjust-amount')).toHaveAccessibleDescription(
        /^More than the balance: at most ₸12,500 can be charged$/,
      ),
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Credit' }));
    expect(screen.getByTestId('adjust-amount')).not.toHaveAccessibleDescription();
    fireEvent.click(screen.getByTestId('adjust-save'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')[0]?.body).toEqual({
      amount: 5_000_000,
      reason: 'Refund',
    });
  });

  it('puts the server’s “not enough funds” on the amount field with the balance read again, keeping what was typed', async () => {
    await testI18n.changeLanguage('kz');
    // The page reads the account and passes its balance down; it went down to 8 000 ₸ meanwhile.
    const balances = [1_250_000, 800_000];
    const fetchMock = mockApi({
      'GET /api/account': () => [200, { data: { id: 7, balance: balances.shift() ?? 800_000 } }],
      'POST /api/admin/accounts/7/adjustments': [
        402,
        { message: 'Not enough funds', code: 'NOT_ENOUGH_FUNDS' },
      ],
    });
    function AccountPage() {
      const account = useQuery({
        queryKey: [...queryRoots.account, 'detail', 7],
        queryFn: ({ signal }) =>
          api.get<Data<Pick<Account, 'id' | 'balance'>>>('/api/account?account_id=7', signal),
      });
      if (!account.data) return null;
      return <AdjustBalanceForm accountId={7} currency="KZT" balance={account.data.data.balance} />;
    }
    renderWithProviders(<AccountPage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Алу' }));
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '10 000' } });
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'Қате төлем' } });
    fireEvent.click(screen.getByTestId('adjust-save'));

    await waitFor(() =>
      expect(screen.getByTestId('adjust-amount')).toHaveAccessibleDescription(
        /^Теңгерімнен көп: ең көбі 8\s000\s₸ алуға болады$/,
      ),
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/7/adjustments')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/account')).toHaveLength(2);
    expect(screen.getByTestId('adjust-amount')).toHaveValue('10 000');
    expect(screen.getByTestId('adjust-reason')).toHaveValue('Қате төлем');
    expect(screen.getByRole('radio', { name: 'Алу' })).toBeChecked();
  });
});
