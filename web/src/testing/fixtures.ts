import type { Profile } from '@bilim/contract/auth';
import type { Tariff } from '@bilim/contract/tariffs';
import type { Restriction } from '@bilim/contract/trust';

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

/** A list that fits on one page, as the API answers it (`{ data, meta }`). */
export const onePage = <T>(data: T[], perPage = 20) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: perPage, total: data.length },
});

/** A chat restriction in force until 5 December 2026 (Almaty), set by support user 5. */
export function buildRestriction(overrides: Partial<Restriction> = {}): Restriction {
  return {
    id: 1,
    user_id: 3,
    type: 'chat',
    reason: 'Spam in conversations',
    // Support picked "until 5 December": the end is the start of 6 December in Almaty.
    until: '2026-12-05T19:00:00.000Z',
    created_at: '2026-11-25T07:00:00.000Z',
    created_by: 5,
    removed_at: null,
    removed_by: null,
    active: true,
    ...overrides,
  };
}

/** A profile of a user with a confirmed e-mail and nothing else filled in. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Dana',
    email: 'dana@example.kz',
    phone: null,
    gender: null,
    age: null,
    show_age: false,
    show_contacts: true,
    rating: 0,
    roles: [],
    created_at: '2026-01-10T08:00:00.000Z',
    pending_email: null,
    email_confirmed: true,
    ...overrides,
  };
}
