import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardsPage } from '@bilim/contract/cards';
import type { Catalog, City } from '@bilim/contract/dictionaries';
import { renderRoutes } from '@/testing/test-utils';
import { ListingsScreen } from './listings-screen';

const title = (en: string) => ({ en, ru: en, kz: en });

const catalog: Catalog = {
  categories: [{ id: 1, slug: 'schools', title: title('Schools'), children: [] }],
  attributes: [
    {
      key: 'format',
      title: title('Format'),
      multiple: true,
      values: [
        { value: 'online', title: title('Online') },
        { value: 'offline', title: title('Offline') },
      ],
    },
  ],
};

const card = {
  id: 41,
  title: 'Robotics club',
  short_description: 'Robots for kids from seven years old.',
  state: 'published' as const,
  pinned: false,
  vip: true,
  city: { id: 1, slug: 'almaty', title: title('Almaty') },
  address: 'Abay 1',
  latitude: 43.2,
  longitude: 76.9,
  categories: [{ id: 1, slug: 'schools', title: title('Schools') }],
  main_photo: null,
  price_from: 1_500_000,
  currency: 'KZT',
  age_from: 7,
  age_to: 12,
  provider: { user_id: 5, account_id: 5, name: 'Robo' },
  stats: { rating: 4.5, reviews_count: 2, favorites_count: 1 },
  favorite: false,
  distance_m: null,
  highlight: null,
  created_at: '2026-01-01T00:00:00Z',
  published_at: '2026-01-01T00:00:00Z',
};

const page: CardsPage = {
  data: [card],
  meta: {
    current_page: 1,
    last_page: 3,
    per_page: 24,
    total: 51,
    facets: { format: { online: 51, offline: 0 }, category: { schools: 51 } },
  },
};

function serve(answer: CardsPage = page) {
  const fetchMock = vi.fn(
    async (_path: string) =>
      new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderScreen = (path: string, cities: City[] = []) =>
  renderRoutes(
    [
      {
        path: '/cards',
        element: (
          <ListingsScreen
            kind="cards"
            catalog={catalog}
            cities={cities}
            tags={[{ id: 3, slug: 'swimming-pool', title: title('Swimming pool') }]}
            defaultCity="almaty"
            onCityChosen={() => {}}
          />
        ),
      },
    ],
    path,
  );

describe('the catalog screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API for the search in the URL, with the header city', async () => {
    const fetchMock = serve();
    renderScreen('/cards?format[]=online&sort=price&page=2');
    expect(await screen.findByTestId('card-item')).toHaveAttribute('data-id', '41');
    const query = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://x').searchParams;
    expect(query.get('city')).toBe('almaty');
    expect(query.getAll('format[]')).toEqual(['online']);
    expect(query.get('sort')).toBe('price');
    expect(query.get('page')).toBe('2');
    expect(screen.getByTestId('result-count')).toHaveTextContent('Found: 51');
  });

  it('writes a ticked filter into the URL, back on page 1', async () => {
    serve();
    const { router } = renderScreen('/cards?page=2');
    await screen.findByTestId('card-item');
    fireEvent.click(screen.getByTestId('filter-format-online'));
    await waitFor(() => expect(router.state.location.search).toBe('?format[]=online'));
    expect(screen.getByTestId('chip-format-online')).toHaveTextContent('Format: Online');
  });

  it('removes a filter with its chip and clears all at once', async () => {
    serve();
    const { router } = renderScreen('/cards?format[]=online&category=schools&sort=rating');
    await screen.findByTestId('card-item');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the filter “Format: Online”' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=schools&sort=rating'));
    fireEvent.click(screen.getByTestId('clear-filters'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
  });

  it('asks for the cards with a tag from the URL, names it in a chip, and removes it', async () => {
    const fetchMock = serve();
    const { router } = renderScreen('/cards?tag[]=swimming-pool&sort=rating');
    await screen.findByTestId('card-item');
    const query = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://x').searchParams;
    expect(query.getAll('tag[]')).toEqual(['swimming-pool']);
    expect(screen.getByTestId('chip-tag-swimming-pool')).toHaveTextContent('#Swimming pool');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the filter “#Swimming pool”' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
  });

  it('switches to the map in the URL', async () => {
    serve();
    const { router } = renderScreen('/cards');
    await screen.findByTestId('card-item');
    fireEvent.click(screen.getByTestId('view-map'));
    await waitFor(() => expect(router.state.location.search).toBe('?view=map'));
  });

  it("keeps one city: a link's city becomes the header's, a header city replaces the link's", async () => {
    serve();
    const city = (slug: string, name: string): City =>
      ({ id: slug.length, slug, title: title(name), latitude: 43, longitude: 76 }) as City;
    const cities = [city('almaty', 'Almaty'), city('astana', 'Astana')];
    const chosen: string[] = [];
    let pickInHeader: (slug: string) => void = () => {};
    function WithHeaderCity() {
      const [headerCity, setHeaderCity] = useState('almaty');
      pickInHeader = setHeaderCity;
      return (
        <ListingsScreen
          kind="cards"
          catalog={catalog}
          cities={cities}
          defaultCity={headerCity}
          onCityChosen={(slug) => {
            chosen.push(slug);
            setHeaderCity(slug);
          }}
        />
      );
    }
    const { router } = renderRoutes(
      [{ path: '/cards', element: <WithHeaderCity /> }],
      '/cards?city=astana',
    );
    await waitFor(() => expect(chosen).toEqual(['astana']));
    pickInHeader('almaty');
    await waitFor(() => expect(router.state.location.search).toBe('?city=almaty'));
    expect(chosen).toEqual(['astana']);
  });

  it('says "nearest" measures from the city centre when the visitor keeps the location back', async () => {
    const fetchMock = serve();
    // The visitor says no to the browser's location prompt.
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_found: unknown, refused: (error: unknown) => void) => refused({}),
      },
    });
    const almaty: City = {
      id: 1,
      slug: 'almaty',
      title: title('Almaty'),
      latitude: 43.24,
      longitude: 76.89,
      population: 2_000_000,
      map_link: '',
    };
    renderScreen('/cards?sort=nearest', [almaty]);
    expect(await screen.findByTestId('nearest-from-centre')).toHaveTextContent(
      'Distances are from the centre of Almaty',
    );
    const query = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://x').searchParams;
    expect([query.get('lat'), query.get('lon')]).toEqual(['43.24000', '76.89000']);
  });

  it('says a page is past the last one and links to the first page', async () => {
    serve({ data: [], meta: { ...page.meta, current_page: 999 } });
    const { router } = renderScreen('/cards?sort=price&page=999');
    expect(
      await screen.findByText(/There is no page 999: the list ends on page 3\./),
    ).toBeVisible();
    expect(screen.queryByText(/filters/)).toBeNull();
    fireEvent.click(screen.getByTestId('first-page'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price'));
  });

  it('speaks of filters only when some are chosen', async () => {
    const empty = { data: [], meta: { ...page.meta, last_page: 1, total: 0 } };
    serve(empty);
    const { unmount } = renderScreen('/cards');
    expect(await screen.findByText('There are no cards here yet.')).toBeVisible();
    unmount();
    serve(empty);
    renderScreen('/cards?format[]=online');
    expect(
      await screen.findByText('Nothing matches these filters. Try removing some of them.'),
    ).toBeVisible();
  });
});
