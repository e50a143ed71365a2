import type { CabinetAccount } from '@bilim/contract/cabinet';
import type { Account, TariffChangePlan } from '@bilim/contract/money';
import type { Notification } from '@bilim/contract/notifications';
import { buildTariff, text } from '@/testing/fixtures';
import type { MockAnswer } from '@/testing/mock-api';

/** Test helpers of the money screens: fixtures shaped by the contract (the fake API is web/src/testing/mock-api.ts). */

export const startTariff = buildTariff({
  id: 2,
  slug: 'start',
  title: text('Start'),
  kind: 'fixed',
  price: 490_000,
  cards_limit: 10,
  events_limit: 10,
  card_photos_limit: 10,
  event_photos_limit: 10,
});

export const flexibleTariff = buildTariff({
  id: 5,
  slug: 'flexible',
  title: text('Flexible'),
  kind: 'flexible',
  unit_prices: { card: 50_000, event: 30_000, photo: 5_000, statistics: 200_000 },
});

export function buildMoneyAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 1,
    title: 'Dana Academy',
    currency: 'KZT',
    balance: 0,
    tariff: buildTariff(),
    limits: { cards: 3, events: 3, card_photos: 5, event_photos: 5, statistics: false },
    flexible: null,
    usage: { cards: 2, events: 0, published_cards: 2, published_events: 0 },
    tariff_start_dt: null,
    tariff_finish_dt: null,
    payment: { monthly_payment: 0, next_payment_date: null, total_in_month: 0 },
    badge: 'neutral',
    top_up: { min: 50_000, max: 100_000_000 },
    notifications: [],
    ...overrides,
  };
}

/** The cabinet's view of the same account (GET /api/cabinet/accounts), which picks the current one. */
export function buildCabinetAccount(overrides: Partial<CabinetAccount> = {}): CabinetAccount {
  return {
    id: 1,
    title: 'Dana Academy',
    currency: 'KZT',
    tariff: buildTariff(),
    limits: { cards: 3, events: 3, card_photos: 5, event_photos: 5, statistics: false },
    cards: { new: 0, published: 2, unpublished: 0, archived: 0 },
    events: { new: 0, published: 0, unpublished: 0, archived: 0 },
    ...overrides,
  };
}

export function buildPlan(overrides: Partial<TariffChangePlan> = {}): TariffChangePlan {
  return {
    tariff: startTariff,
    flexible: null,
    charge: 490_000,
    monthly_payment: 490_000,
    balance: 1_000_000,
    balance_after: 510_000,
    enough_funds: true,
    limits: { cards: 10, events: 10, card_photos: 10, event_photos: 10, statistics: false },
    tariff_finish_dt: '2027-04-12T07:00:00.000Z',
    unpublish: { cards: [], events: [] },
    ...overrides,
  };
}

/** The answers every money screen needs: the accounts list and GET /api/account. */
export function accountRoutes(account: Account) {
  return {
    'GET /api/cabinet/accounts': [
      200,
      { data: [buildCabinetAccount({ id: account.id, title: account.title })] },
    ] as MockAnswer,
    'GET /api/account': [200, { data: account }] as MockAnswer,
  };
}

/** A notice about the account's money (its tariff changed, by default). */
export function buildNotice(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'tariff_changed',
    title: 'Your tariff has changed',
    params: {},
    subject: 'tariff',
    obj_id: 2,
    account_id: 1,
    created_at: '2027-03-12T07:00:00.000Z',
    check_dt: null,
    ...overrides,
  };
}
