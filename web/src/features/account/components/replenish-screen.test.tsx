import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { renderRoutes, renderWithProviders } from '@/testing/test-utils';
import { callsTo, mockApi } from '@/testing/mock-api';
import { accountRoutes, buildMoneyAccount } from '../testing';
import { BalanceBadge } from './balance-badge';
import { ReplenishScreen } from './replenish-screen';

const account = buildMoneyAccount({ balance: 120_000 });
const checkout = { checkout_url: '/pay/sandbox/ref-1' };
const payment = (state: string, amount = 1_000_000) => ({
  id: 7,
  account_id: 1,
  amount,
  currency: 'KZT',
  state,
  provider: 'sandbox',
  created_at: '2027-03-12T07:00:00.000Z',
  completed_at: null,
});

const amountInput = () => screen.getByRole('textbox', { name: /Or enter an amount/ });
const typeAmount = (value: string) => fireEvent.change(amountInput(), { target: { value } });

describe('the top-up form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends a typed amount in tiyn and goes on to the checkout', async () => {
    const fetchMock = mockApi({
      'POST /api/account/pay': [
        201,
        { data: { payment: payment('pending', 250_050), ...checkout } },
      ],
    });
    const onCheckout = vi.fn();
    renderWithProviders(<ReplenishScreen account={account} onCheckout={onCheckout} />);
    typeAmount('2 500.5');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith('/pay/sandbox/ref-1'));
    expect(callsTo(fetchMock, 'POST', '/api/account/pay')[0]?.body).toEqual({
      account_id: 1,
      payment: 250_050,
    });
  });

  it('sends the chosen preset', async () => {
    const fetchMock = mockApi({
      'POST /api/account/pay': [201, { data: { payment: payment('pending'), ...checkout } }],
    });
    const onCheckout = vi.fn();
    renderWithProviders(<ReplenishScreen account={account} onCheckout={onCheckout} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '₸20,000' }));
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onCheckout).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST', '/api/account/pay')[0]?.body).toMatchObject({
      payment: 2_000_000,
    });
  });

  it.each([
    ['below the minimum', '499.99', /From ₸500 to ₸1,000,000/],
    ['above the maximum', '1000000.01', /From ₸500 to ₸1,000,000/],
    ['empty', '', /Enter a number/],
  ])('refuses an amount %s without calling the server', async (_case, value, message) => {
    const fetchMock = mockApi({});
    const onCheckout = vi.fn();
    renderWithProviders(<ReplenishScreen account={account} onCheckout={onCheckout} />);
    typeAmount(value);
    fireEvent.click(screen.getByTestId('submit'));
    expect(
      await screen.findByText(message, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it("writes the account's currency sign in the amount field", () => {
    mockApi({});
    const { unmount } = renderWithProviders(<ReplenishScreen account={account} />);
    expect(amountInput()).toHaveValue('5 000 ₸');
    unmount();
    renderWithProviders(<ReplenishScreen account={buildMoneyAccount({ currency: 'USD' })} />);
    expect(amountInput()).toHaveValue('5 000 $');
  });

  it.each([
    ['the shortfall a refused payment linked', '123450', '1 234.5 ₸', 123_450],
    ['the minimum for a smaller shortfall', '100', '500 ₸', 50_000],
    ['the maximum for a larger one', '500000000', '1 000 000 ₸', 100_000_000],
    ['the first preset for no amount', 'abc', '5 000 ₸', 500_000],
  ])('starts with %s (?amount= in tiyn)', async (_case, amount, shown, sent) => {
    const fetchMock = mockApi({
      'POST /api/account/pay': [201, { data: { payment: payment('pending', sent), ...checkout } }],
    });
    const onCheckout = vi.fn();
    renderRoutes(
      [
        {
          path: '/replenish',
          element: <ReplenishScreen account={account} onCheckout={onCheckout} />,
        },
      ],
      `/replenish?amount=${amount}`,
    );
    expect(amountInput()).toHaveValue(shown);
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onCheckout).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST', '/api/account/pay')[0]?.body).toMatchObject({
      payment: sent,
    });
  });

  it("shows the server's refusal of the amount on the field, in the user's language", async () => {
    mockApi({
      'POST /api/account/pay': [
        422,
        {
          code: 'VALIDATION_FAILED',
          message: 'The given data was invalid',
          errors: { payment: 'Value is out of range' },
        },
      ],
    });
    const onCheckout = vi.fn();
    renderWithProviders(<ReplenishScreen account={account} onCheckout={onCheckout} />);
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('Value is out of range')).toBeInTheDocument();
    expect(onCheckout).not.toHaveBeenCalled();
  });
});

describe('back from the checkout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a success and refreshes the balance in the header badge without a reload', async () => {
    setSession({ access_token: 'token', user_id: 1, name: 'Dana', roles: [] });
    let balance = 0;
    const fetchMock = mockApi({
      ...accountRoutes(account),
      'GET /api/account': () => [200, { data: buildMoneyAccount({ balance }) }],
      'GET /api/account/payments/7': () => {
        balance = 1_000_000;
        return [200, { data: payment('succeeded') }];
      },
    });
    renderRoutes(
      [
        {
          path: '/replenish',
          element: (
            <>
              <BalanceBadge />
              <ReplenishScreen account={account} />
            </>
          ),
        },
      ],
      '/replenish?payment=7',
    );
    const state = await screen.findByTestId('payment-state');
    await waitFor(() => expect(state).toHaveAttribute('data-state', 'succeeded'));
    expect(state).toHaveTextContent('₸10,000 has been added to your balance.');
    await waitFor(() => expect(screen.getByTestId('balance-badge')).toHaveTextContent('₸10,000'));
    // Asked again after the success, whatever the order of the first answers.
    expect(callsTo(fetchMock, 'GET', '/api/account').length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetchMock, 'GET', '/api/account/payments/7')[0]?.headers.Authorization).toBe(
      'Bearer token',
    );
  });

  it('tells a declined payment apart', async () => {
    mockApi({ 'GET /api/account/payments/7': [200, { data: payment('declined') }] });
    renderRoutes(
      [{ path: '/replenish', element: <ReplenishScreen account={account} /> }],
      '/replenish?payment=7',
    );
    await waitFor(() =>
      expect(screen.getByTestId('payment-state')).toHaveAttribute('data-state', 'declined'),
    );
    expect(screen.getByTestId('payment-state')).toHaveTextContent('did not go through');
  });
});
