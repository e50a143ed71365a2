import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { CardDetails } from './card-details';

vi.mock('./small-map', () => ({ default: () => <div data-testid="small-map" /> }));

const title = (en: string) => ({ en, ru: en, kz: en });

const card = {
  id: 41,
  title: 'Robotics club',
  short_description: 'Robots for kids from seven years old.',
  long_description: 'We build robots every week, and the best go to the city olympiad in spring.',
  state: 'published',
  pinned: false,
  vip: false,
  city: { id: 1, slug: 'almaty', title: title('Almaty') },
  address: 'Abay 1',
  latitude: 43.2,
  longitude: 76.9,
  categories: [],
  main_photo: null,
  photos: [],
  price_from: null,
  currency: 'KZT',
  age_from: 7,
  age_to: 12,
  provider: { user_id: 5, account_id: 5, name: 'Robo' },
  stats: { rating: 0, reviews_count: 0, favorites_count: 0 },
  favorite: false,
  distance_m: null,
  highlight: null,
  created_at: '2026-01-01T00:00:00Z',
  published_at: '2026-01-01T00:00:00Z',
  link: null,
  contact_types: ['phone', 'telegram'],
  contacts: null,
  attributes: { format: ['online'] },
  tags: [],
  account_id: 5,
  updated_at: '2026-01-01T00:00:00Z',
  policies: {
    update: false,
    publish: false,
    unpublish: false,
    archive: false,
    restore: false,
    delete: false,
    pin: false,
    unpin: false,
  },
};

function serve(routes: Record<string, { status: number; body: unknown }>) {
  const fetchMock = vi.fn(async (path: string) => {
    const answer = routes[path] ?? { status: 404, body: { message: 'Not Found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const catalog = {
  categories: [],
  attributes: [
    {
      key: 'format',
      title: title('Format'),
      multiple: true,
      values: [{ value: 'online', title: title('Online') }],
    },
  ],
};

describe('the card page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await testI18n.changeLanguage('en');
  });

  it('shows the card with its attributes and reveals contacts on click', async () => {
    const fetchMock = serve({
      '/api/cards/41': { status: 200, body: { data: card } },
      '/api/cards/41/contacts': {
        status: 200,
        body: {
          data: [
            { type: 'phone', value: '+7 701 111 22 33' },
            { type: 'telegram', value: '@robo_club' },
          ],
        },
      },
    });
    renderWithProviders(<CardDetails id={41} catalog={catalog} />);
    expect(await screen.findByTestId('card-title')).toHaveTextContent('Robotics club');
    expect(screen.getByText('Format')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('7–12 years')).toBeInTheDocument();
    expect(screen.queryByText('+7 701 111 22 33')).toBeNull();
    fireEvent.click(screen.getByTestId('contacts-reveal'));
    expect(await screen.findByText('+7 701 111 22 33')).toHaveAttribute('href', 'tel:+77011112233');
    expect(screen.getByText('@robo_club')).toHaveAttribute('href', 'https://t.me/robo_club');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cards/41/contacts',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('links each tag, named in the reader’s language, to the catalog’s cards with it', async () => {
    await testI18n.changeLanguage('ru');
    serve({
      '/api/cards/41': {
        status: 200,
        body: {
          data: {
            ...card,
            tags: [
              { id: 3, slug: 'swimming-pool', title: { en: 'Pool', ru: 'Бассейн', kz: 'Бассейн' } },
            ],
          },
        },
      },
    });
    renderWithProviders(<CardDetails id={41} catalog={catalog} />);
    const tags = await screen.findByRole('navigation', { name: 'Теги' });
    expect(screen.getByRole('link', { name: '#Бассейн' })).toHaveAttribute(
      'href',
      '/catalog?tag[]=swimming-pool',
    );
    expect(tags).toBeInTheDocument();
  });

  it('answers an unknown card with the translated "Card not found" and a way back', async () => {
    await testI18n.changeLanguage('kz');
    serve({
      '/api/cards/9': { status: 404, body: { message: 'Card not found', code: 'CARD_NOT_FOUND' } },
    });
    renderWithProviders(<CardDetails id={9} catalog={catalog} />);
    expect(await screen.findByTestId('listing-not-found')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Карточка табылмады');
    expect(screen.getByRole('link', { name: 'Каталогқа оралу' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  });
});
