import type { CabinetAccount } from '@bilim/contract/cabinet';
import type { CardDetail } from '@bilim/contract/cards';
import type { Catalog, City, Tag } from '@bilim/contract/dictionaries';
import type { Photo } from '@bilim/contract/listings';
import type { Restriction } from '@bilim/contract/trust';
import { testI18n } from '@/testing/test-utils';
import en from '../../../public/locales/en/cabinet.json';
import ru from '../../../public/locales/ru/cabinet.json';
import kz from '../../../public/locales/kz/cabinet.json';
import { buildRestriction, buildTariff, text } from '@/testing/fixtures';

/** Test helpers of the cabinet: its texts in the test i18n instance, fixtures (the fake API is web/src/testing/mock-api.ts). */
for (const [lng, texts] of Object.entries({ en, ru, kz })) {
  testI18n.addResourceBundle(lng, 'cabinet', texts, true, true);
}

// jsdom has no FontFaceSet, which Mantine's autosizing textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

export function buildAccount(overrides: Partial<CabinetAccount> = {}): CabinetAccount {
  return {
    id: 1,
    title: 'Dana Academy',
    currency: 'KZT',
    tariff: buildTariff({ events_limit: 2, event_photos_limit: 3 }),
    limits: { cards: 3, events: 2, card_photos: 5, event_photos: 3, statistics: false },
    cards: { new: 1, published: 1, unpublished: 0, archived: 2 },
    events: { new: 0, published: 0, unpublished: 0, archived: 0 },
    ...overrides,
  };
}

export function buildPhoto(id: number, position: number, isMain = position === 0): Photo {
  return {
    id,
    position,
    is_main: isMain,
    width: 1200,
    height: 800,
    urls: {
      thumb: `/media/${id}-thumb.webp`,
      card: `/media/${id}-card.webp`,
      full: `/media/${id}.webp`,
    },
  };
}

export const allowNothing = {
  update: false,
  publish: false,
  unpublish: false,
  archive: false,
  restore: false,
  delete: false,
  pin: false,
  unpin: false,
};

export function buildCard(overrides: Partial<CardDetail> = {}): CardDetail {
  return {
    id: 5,
    title: 'Chess club',
    short_description: 'Chess for children from six years old',
    long_description: 'We teach chess in small groups with experienced coaches, twice a week.',
    state: 'new',
    pinned: false,
    vip: false,
    city: { id: 1, slug: 'almaty', title: text('Almaty') },
    address: 'Abay avenue 1',
    latitude: 43.25,
    longitude: 76.9,
    categories: [{ id: 11, slug: 'chess', title: text('Chess') }],
    main_photo: null,
    price_from: 1_000_000,
    currency: 'KZT',
    age_from: 6,
    age_to: 12,
    provider: { user_id: 1, account_id: 1, name: 'Dana' },
    stats: { rating: 0, reviews_count: 0, favorites_count: 0 },
    favorite: false,
    distance_m: null,
    highlight: null,
    created_at: '2026-11-01T10:00:00.000Z',
    published_at: null,
    link: null,
    photos: [],
    contact_types: ['phone'],
    contacts: [{ type: 'phone', value: '+7 700 000 00 00' }],
    attributes: { format: ['offline'] },
    tags: [],
    account_id: 1,
    updated_at: '2026-11-01T10:00:00.000Z',
    policies: { ...allowNothing, update: true },
    ...overrides,
  };
}

export const catalog: Catalog = {
  categories: [
    {
      id: 10,
      slug: 'clubs',
      title: text('Clubs'),
      children: [{ id: 11, slug: 'chess', title: text('Chess'), children: [] }],
    },
  ],
  attributes: [
    {
      key: 'format',
      title: text('Format'),
      multiple: true,
      values: [
        { value: 'online', title: text('Online') },
        { value: 'offline', title: text('Offline') },
      ],
    },
    {
      key: 'age',
      title: text('Age'),
      multiple: true,
      values: [{ value: 'children', title: text('Children') }],
    },
  ],
};

export const cities: City[] = [
  {
    id: 1,
    slug: 'almaty',
    title: text('Almaty'),
    latitude: 43.238949,
    longitude: 76.889709,
    population: 2_000_000,
    map_link: '',
  },
];

export const tags: Tag[] = [
  { id: 3, slug: 'swimming-pool', title: { en: 'Swimming pool', ru: 'Бассейн', kz: 'Бассейн' } },
  {
    id: 4,
    slug: 'free-trial',
    title: { en: 'Free trial lesson', ru: 'Пробный урок', kz: 'Сынақ сабақ' },
  },
];

/**
 * Support's restriction on publishing in force: `until` is its exclusive end, midnight in Almaty
 * (UTC+5) after the last day, 15 March 2027.
 */
export function buildPublishRestriction(overrides: Partial<Restriction> = {}): Restriction {
  return buildRestriction({
    id: 3,
    user_id: 1,
    type: 'publish',
    reason: 'Misleading prices',
    until: '2027-03-15T19:00:00.000Z',
    created_at: '2027-03-01T07:00:00.000Z',
    created_by: 2,
    ...overrides,
  });
}
