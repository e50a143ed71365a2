import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { callsTo, mockApi } from '@/testing/mock-api';
import { accountQueryOptions } from '../api/get-account';
import { buildMoneyAccount, buildPlan, startTariff } from '../testing';
import { TariffChangeScreen } from './tariff-change-screen';

const account = buildMoneyAccount({ balance: 1_000_000 });

/** Keeps GET /api/account in use, as the money shell around the screen does. */
function AccountInUse() {
  useQuery(accountQueryOptions(account.id));
  return null;
}

function renderChange(tariffId = startTariff.id) {
  return renderRoutes(
    [
      {
        path: '/tariff/change/:tariffId',
        element: (
          <>
            <AccountInUse />
            <TariffChangeScreen account={account} tariffId={tariffId} flexible={null} />
          </>
        ),
      },
      { path: '/account', element: <p data-testid="account-page" /> },
      { path: '/replenish', element: <p data-testid="replenish-page" /> },
    ],
    `/tariff/change/${tariffId}`,
  );
}

describe('the tariff change', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the charge, the balance after, the new limits and what is unpublished', async () => {
    const fetchMock = mockApi({
      'GET /api/account/tariff/preview': [
        200,
        {
          data: buildPlan({
            unpublish: {
              cards: [{ id: 41, title: 'Chess club' }],
              events: [{ id: 42, title: 'Open day' }],
            },
          }),
        },
      ],
    });
    renderChange();
    expect(await screen.findByTestId('change-charge')).toHaveTextContent('₸4,900');
    expect(screen.getByTestId('change-balance')).toHaveTextContent('₸10,000');
    expect(screen.getByTestId('change-balance-after')).toHaveTextContent('₸5,100');
    expect(screen.getByTestId('limit-cards-value')).toHaveTextContent('10');
    expect(within(screen.getByTestId('limit-cards')).getByText('3')).toBeInTheDocument();
    const unpublish = screen.getByTestId('unpublish-list');
    expect(unpublish).toHaveTextContent('Records to be unpublished: 2');
    expect(within(unpublish).getByRole('link', { name: 'Chess club' })).toHaveAttribute(
      'href',
      '/cabinet/cards/41/show',
    );
    expect(within(unpublish).getByRole('link', { name: 'Open day' })).toHaveAttribute(
      'href',
      '/cabinet/events/42/show',
    );
    const preview = callsTo(fetchMock, 'GET', '/api/account/tariff/preview')[0];
    expect(preview?.search.get('tariff_id')).toBe(String(startTariff.id));
    expect(preview?.search.get('account_id')).toBe('1');
  });

  it('charges once confirmed and goes back to the account', async () => {
    const fetchMock = mockApi({
      'GET /api/account/tariff/preview': [200, { data: buildPlan() }],
      'POST /api/account/tariff': [
        200,
        {
          data: {
            account: buildMoneyAccount({ balance: 510_000, tariff: startTariff }),
            charged: 490_000,
            unpublished: { cards: [], events: [] },
          },
        },
      ],
    });
    renderChange();
    fireEvent.click(await screen.findByTestId('confirm-change'));
    expect(await screen.findByTestId('account-page')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/account/tariff')[0]?.body).toEqual({
      account_id: 1,
      tariff_id: startTariff.id,
    });
  });

  it('says the balance is short, in the catalogue words, and offers to top up', async () => {
    const fetchMock = mockApi({
      'GET /api/account/tariff/preview': [
        200,
        { data: buildPlan({ balance: 100_000, balance_after: 0, enough_funds: false }) },
      ],
    });
    renderChange();
    const alert = await screen.findByTestId('not-enough-funds');
    expect(alert).toHaveTextContent('Not enough funds for change tariff');
    expect(alert).toHaveTextContent('Top up at least ₸3,900 more');
    // The top-up starts with what is missing (in tiyn).
    expect(within(alert).getByRole('link', { name: 'Top up the balance' })).toHaveAttribute(
      'href',
      '/replenish?amount=390000',
    );
    expect(screen.getByTestId('confirm-change')).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/api/account/tariff')).toHaveLength(0);
  });

  it('shows the refusal when the balance was spent meanwhile', async () => {
    mockApi({
      'GET /api/account/tariff/preview': [200, { data: buildPlan() }],
      'POST /api/account/tariff': [
        402,
        {
          code: 'NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF',
          message: 'Not enough funds for change tariff',
        },
      ],
    });
    renderChange();
    fireEvent.click(await screen.findByTestId('confirm-change'));
    expect(await screen.findByTestId('not-enough-funds')).toHaveTextContent(
      'Not enough funds for change tariff',
    );
    expect(screen.queryByTestId('account-page')).toBeNull();
  });

  it('asks the preview and the account again after the refusal, to show the current numbers', async () => {
    let balance = 1_000_000;
    const fetchMock = mockApi({
      'GET /api/account': () => [200, { data: buildMoneyAccount({ balance }) }],
      'GET /api/account/tariff/preview': () => [
        200,
        {
          data: buildPlan({
            balance,
            balance_after: Math.max(0, balance - 490_000),
            enough_funds: balance >= 490_000,
          }),
        },
      ],
      'POST /api/account/tariff': () => {
        balance = 100_000; // spent in another tab meanwhile
        return [
          402,
          {
            code: 'NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF',
            message: 'Not enough funds for change tariff',
          },
        ];
      },
    });
    renderChange();
    expect(await screen.findByTestId('change-balance')).toHaveTextContent('₸10,000');
    fireEvent.click(screen.getByTestId('confirm-change'));
    await waitFor(() => expect(screen.getByTestId('change-balance')).toHaveTextContent('₸1,000'));
    expect(screen.getByTestId('not-enough-funds')).toHaveTextContent('Top up at least ₸3,900 more');
    expect(screen.getByTestId('confirm-change')).toBeDisabled();
    expect(callsTo(fetchMock, 'GET', '/api/account/tariff/preview')).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET', '/api/account')).toHaveLength(2);
  });

  it('sends one Idempotency-Key per confirmation, the same again on a retry', async () => {
    let answers = 0;
    const fetchMock = mockApi({
      'GET /api/account/tariff/preview': [200, { data: buildPlan() }],
      // The first answer is lost (the charge may have happened); the retry is a replay.
      'POST /api/account/tariff': () =>
        ++answers === 1
          ? [502, {}]
          : [
              200,
              {
                data: {
                  account: buildMoneyAccount({ balance: 510_000, tariff: startTariff }),
                  charged: 490_000,
                  unpublished: { cards: [], events: [] },
                },
              },
            ],
    });
    renderChange();
    fireEvent.click(await screen.findByTestId('confirm-change'));
    expect(await screen.findByTestId('change-error')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('confirm-change'));
    expect(await screen.findByTestId('account-page')).toBeInTheDocument();
    const keys = callsTo(fetchMock, 'POST', '/api/account/tariff').map(
      (call) => call.headers['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('starts a new confirmation with a new Idempotency-Key', async () => {
    const fetchMock = mockApi({
      'GET /api/account/tariff/preview': [200, { data: buildPlan() }],
      'POST /api/account/tariff': [502, {}],
    });
    const first = renderChange();
    fireEvent.click(await screen.findByTestId('confirm-change'));
    await screen.findByTestId('change-error');
    first.unmount();
    renderChange();
    fireEvent.click(await screen.findByTestId('confirm-change'));
    await screen.findByTestId('change-error');
    const [one, two] = callsTo(fetchMock, 'POST', '/api/account/tariff').map(
      (call) => call.headers['Idempotency-Key'],
    );
    expect(one).toBeTruthy();
    expect(two).toBeTruthy();
    expect(two).not.toBe(one);
  });

  it('answers an unknown tariff with "Tariff not found"', async () => {
    mockApi({
      'GET /api/account/tariff/preview': [
        404,
        { code: 'TARIFF_NOT_FOUND', message: 'Tariff not found' },
      ],
    });
    renderChange(999);
    expect(await screen.findByTestId('tariff-not-found')).toHaveTextContent('Tariff not found');
  });

  it('says the tariff in force is in force, with no way to pay for it again', async () => {
    mockApi({
      'GET /api/account/tariff/preview': [
        409,
        { code: 'TARIFF_ALREADY_ACTIVE', message: 'The account is on this tariff already' },
      ],
    });
    renderChange();
    expect(await screen.findByTestId('tariff-not-found')).toHaveTextContent(
      'The account is on this tariff already: it renews by itself when its period ends',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('shows the catalogue message in Russian too', async () => {
    await testI18n.changeLanguage('ru');
    try {
      mockApi({
        'GET /api/account/tariff/preview': [200, { data: buildPlan({ enough_funds: false }) }],
      });
      renderChange();
      expect(await screen.findByTestId('not-enough-funds')).toHaveTextContent(
        'Недостаточно средств',
      );
    } finally {
      await testI18n.changeLanguage('en');
    }
  });
});

describe('waiting for the preview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading state, then the plan', async () => {
    mockApi({ 'GET /api/account/tariff/preview': [200, { data: buildPlan() }] });
    renderChange();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('change-charge')).toBeInTheDocument());
  });
});
