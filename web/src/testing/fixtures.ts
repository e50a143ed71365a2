import type { Tariff } from '@bilim/contract/tariffs';

/** Fixtures shaped by the contract that several features' tests build on. */

/** A localized text with the same words in every language. */
export const text = (en: string) => ({ en, ru: en, kz: en });

/** The free tariff unless told otherwise. */
export function buildTariff(overrides: Partial<Tariff> = {}): Tariff {
  return {
    id: 1,
    slug: 'free',
    title: text('Free'),
    kind: 'free',
    price: 0,
    currency: 'KZT',
    cards_limit: 3,
    events_limit: 3,
    card_photos_limit: 5,
    event_photos_limit: 5,
    statistics: false,
    active: true,
    unit_prices: null,
    ...overrides,
  };
}
