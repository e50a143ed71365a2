import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { mockApi } from '@/testing/mock-api';
import { buildMoneyAccount, buildNotice, startTariff } from '../testing';
import { AccountScreen } from './account-screen';

const paid = buildMoneyAccount({
  balance: 100_000,
  tariff: startTariff,
  limits: { cards: 10, events: 10, card_photos: 10, event_photos: 10, statistics: false },
  usage: { cards: 4, events: 1, published_cards: 4, published_events: 1 },
  tariff_finish_dt: '2027-04-12T07:00:00.000Z',
  payment: {
    monthly_payment: 490_000,
    next_payment_date: '2027-04-12T07:00:00.000Z',
    total_in_month: 490_000,
  },
  badge: 'red',
});

describe('the account screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the balance, the tariff and its payments, and explains the badge', () => {
    mockApi({});
    renderWithProviders(<AccountScreen account={paid} />);
    expect(screen.getByTestId('account-balance')).toHaveTextContent('₸1,000');
    expect(screen.getByTestId('account-tariff')).toHaveTextContent('Start');
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('₸4,900');
    expect(screen.getByTestId('tariff-finish')).toHaveTextContent('April 12, 2027');
    expect(screen.getByTestId('next-payment')).toHaveTextContent('April 12, 2027');
    expect(screen.getByTestId('total-in-month')).toHaveTextContent('₸4,900');
    expect(screen.getByTestId('limit-cards-value')).toHaveTextContent('4 of 10');
    const badge = screen.getByTestId('badge-explained');
    expect(badge).toHaveAttribute('data-colour', 'red');
    expect(badge).toHaveTextContent(
      'Your tariff ends on April 12, 2027 and the balance does not cover the next payment of ₸4,900.',
    );
    for (const [id, href] of [
      ['replenish', '/replenish'],
      ['tariff', '/tariff'],
      ['history', '/balance/history'],
      ['statistics', '/cabinet/statistics'],
    ]) {
      expect(screen.getByTestId(`link-${id}`)).toHaveAttribute('href', href);
    }
  });

  it('words the notices in the interface language with their amounts, dates and records', () => {
    mockApi({});
    renderWithProviders(
      <AccountScreen
        account={buildMoneyAccount({
          notifications: [
            buildNotice({
              id: 2,
              kind: 'tariff_downgraded',
              params: {
                account_title: 'Dana Academy',
                tariff: { en: 'Free', ru: 'Бесплатный', kz: 'Тегін' },
                cards: [{ id: 41, title: 'Chess club' }],
                events: [],
              },
            }),
            buildNotice({
              id: 1,
              kind: 'balance_topped_up',
              params: {
                account_title: 'Dana Academy',
                amount: 1_000_000,
                currency: 'KZT',
                balance: 1_000_000,
                payment_id: 7,
              },
              check_dt: '2027-03-12T08:00:00.000Z',
            }),
          ],
        })}
      />,
    );
    const [downgrade, topUp] = screen.getAllByTestId('notice') as [HTMLElement, HTMLElement];
    expect(within(downgrade).getByText('Records unpublished')).toBeInTheDocument();
    expect(within(downgrade).getByTestId('notice-text')).toHaveTextContent(
      '“Dana Academy”: records over the limits of Free were unpublished.',
    );
    expect(within(downgrade).getByRole('link', { name: 'Chess club' })).toHaveAttribute(
      'href',
      '/cabinet/cards/41/show',
    );
    expect(downgrade).toHaveTextContent('New');
    expect(within(topUp).getByTestId('notice-text')).toHaveTextContent(
      'The balance of “Dana Academy” was topped up by ₸10,000; it is now ₸10,000.',
    );
    expect(topUp).not.toHaveTextContent('New');
  });

  it('says when there are no notices', () => {
    mockApi({});
    renderWithProviders(<AccountScreen account={buildMoneyAccount()} />);
    expect(screen.getByText('No notices yet.')).toBeInTheDocument();
    expect(screen.getByTestId('badge-explained')).toHaveTextContent(
      'Nothing is due within a month.',
    );
  });
});
