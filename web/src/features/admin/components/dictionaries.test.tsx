import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminCity } from '@bilim/contract/admin';
import { onePage } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { CategoriesScreen } from './categories-screen';
import { CategoryForm } from './category-form';
import { CitiesList } from './cities-list';
import { CityForm } from './city-form';

// Leaflet draws nothing in jsdom; the coordinates' inputs are what is tested here.
vi.mock('@/components/location-map', () => ({ default: () => null }));

const city = (overrides: Partial<AdminCity>): AdminCity => ({
  id: 7,
  slug: 'turkestan',
  title: { en: 'Turkestan', ru: 'Туркестан', kz: 'Түркістан' },
  latitude: 43.2973333,
  longitude: 68.25175,
  population: 165_000,
  map_link: 'https://www.openstreetmap.org/?mlat=43.2973333&mlon=68.25175',
  cards: 0,
  events: 0,
  slides: 0,
  ...overrides,
});

const category = (overrides: Partial<AdminCategory>): AdminCategory => ({
  id: 1,
  slug: 'schools',
  parent_id: null,
  title: { en: 'Schools', ru: 'Школы', kz: 'Мектептер' },
  icon: '🏫',
  position: 0,
  cards: 0,
  events: 0,
  ...overrides,
});

const TREE: AdminCategory[] = [
  category({ id: 1, cards: 0 }),
  category({
    id: 11,
    slug: 'private-schools',
    parent_id: 1,
    title: { en: 'Private schools', ru: 'Частные школы', kz: 'Жеке мектептер' },
    icon: null,
    cards: 4,
    events: 1,
  }),
  category({
    id: 2,
    slug: 'camps',
    position: 1,
    title: { en: 'Camps', ru: 'Лагеря', kz: 'Лагерлер' },
    icon: null,
  }),
];

describe('the admin’s cities', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('lists cities with their figures in the reader’s language; a city with records stays', async () => {
    await testI18n.changeLanguage('ru');
    mockApi({
      'GET /api/admin/cities': [
        200,
        onePage(
          [
            city({
              id: 1,
              slug: 'almaty',
              title: { en: 'Almaty', ru: 'Алматы', kz: 'Алматы' },
              population: 2_200_000,
              cards: 12,
            }),
            city({
              id: 2,
              slug: 'shymkent',
              title: { en: 'Shymkent', ru: 'Шымкент', kz: 'Шымкент' },
              cards: 21,
              events: 3,
            }),
            city({}),
          ],
          50,
        ),
      ],
    });
    renderRoutes([{ path: '*', element: <CitiesList /> }], '/admin/cities');
    const almaty = (await screen.findByRole('link', { name: 'Алматы' })).closest('tr')!;
    expect(almaty).toHaveTextContent(/2\s200\s000/);
    // Each count with its own form of the noun.
    expect(almaty).toHaveTextContent('12 карточек · 0 событий');
    expect(screen.getByRole('link', { name: 'Шымкент' }).closest('tr')).toHaveTextContent(
      '21 карточка · 3 события',
    );
    expect(
      within(almaty).getByRole('button', {
        name: 'Удалить «Алматы»: в городе есть карточки или события: сначала перенесите их',
      }),
    ).toBeDisabled();
    const turkestan = screen.getByRole('link', { name: 'Туркестан' }).closest('tr')!;
    expect(turkestan).toHaveTextContent('43,2973333°, 68,25175°');
    expect(within(turkestan).getByRole('button', { name: 'Удалить «Туркестан»' })).toBeEnabled();
  });

  it('downloads the cities as found, as CSV', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/cities': [200, onePage([city({})], 50)],
      'GET /api/admin/cities.csv': [200, 'id,slug\n7,turkestan\n'],
    });
    // The browser's download: jsdom has no object URLs, and the link's click saves nothing.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cities'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes([{ path: '*', element: <CitiesList /> }], '/admin/cities?q=turk');
    await screen.findByRole('link', { name: 'Turkestan' });
    fireEvent.click(screen.getByTestId('csv-download'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'GET', '/api/admin/cities.csv')[0]?.search.get('q')).toBe('turk');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('refuses a latitude out of range in the browser, then sends the city', async () => {
    await testI18n.changeLanguage('kz');
    const fetchMock = mockApi({ 'POST /api/admin/cities': [201, { data: city({ id: 9 }) }] });
    const { router } = renderRoutes(
      [
        { path: '/admin/cities/create', element: <CityForm cityId={null} /> },
        { path: '*', element: <p>shown</p> },
      ],
      '/admin/cities/create',
    );
    fireEvent.change(screen.getByTestId('city-slug'), { target: { value: 'turkestan' } });
    for (const [language, title] of [
      ['en', 'Turkestan'],
      ['ru', 'Туркестан'],
      ['kz', 'Түркістан'],
    ]) {
      fireEvent.change(screen.getByTestId(`city-title-${language}`), { target: { value: title } });
    }
    fireEvent.change(screen.getByTestId('city-latitude'), { target: { value: '91' } });
    fireEvent.change(screen.getByTestId('city-longitude'), { target: { value: '68.25175' } });
    fireEvent.click(screen.getByTestId('city-save'));
    expect(await screen.findByText('Ендік -90 мен 90 аралығында болуы керек')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/cities')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('city-latitude'), { target: { value: '43.2973333' } });
    fireEvent.change(screen.getByTestId('city-population'), { target: { value: '165000' } });
    fireEvent.click(screen.getByTestId('city-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/cities/show/9'));
    expect(callsTo(fetchMock, 'POST', '/api/admin/cities')[0]?.body).toEqual({
      slug: 'turkestan',
      title_en: 'Turkestan',
      title_ru: 'Туркестан',
      title_kz: 'Түркістан',
      latitude: 43.2973333,
      longitude: 68.25175,
      population: 165_000,
    });
  });

  it('puts a taken slug on its field and keeps what was typed', async () => {
    mockApi({
      'GET /api/admin/cities/7': [200, { data: city({}) }],
      'PUT /api/admin/cities/7': [
        422,
        {
          message: 'The given data was invalid',
          code: 'VALIDATION_FAILED',
          errors: { slug: 'This slug is already taken' },
        },
      ],
    });
    renderRoutes([{ path: '*', element: <CityForm cityId={7} /> }], '/admin/cities/edit/7');
    const slug = await screen.findByTestId('city-slug');
    fireEvent.change(slug, { target: { value: 'almaty' } });
    fireEvent.click(screen.getByTestId('city-save'));
    expect(await screen.findByText('This slug is already taken')).toBeInTheDocument();
    expect(slug).toHaveValue('almaty');
    expect(screen.getByTestId('city-title-en')).toHaveValue('Turkestan');
  });
});

describe('the admin’s categories', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('shows the tree; a category with cards or subcategories cannot be deleted', async () => {
    mockApi({ 'GET /api/admin/categories': [200, { data: TREE }] });
    renderRoutes([{ path: '*', element: <CategoriesScreen /> }], '/admin/categories');
    // Subcategories are folded until asked for.
    const unfold = await screen.findByRole('button', { name: 'Subcategories (1)' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Private schools')).not.toBeInTheDocument();
    fireEvent.click(unfold);
    const children = screen.getByRole('group', { name: 'Subcategories of “Schools”' });
    expect(within(children).getByText('Private schools')).toBeInTheDocument();
    expect(within(children).getByText(/4 cards · 1 event$/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Delete “Schools”: cards, events or subcategories are in it: move them first',
      }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', {
        name: 'Delete “Private schools”: cards, events or subcategories are in it: move them first',
      }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete “Camps”' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move “Camps”, place 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a subcategory to “Camps”' })).toHaveAttribute(
      'href',
      '/admin/categories/create?parent=2',
    );
  });

  it('creates a subcategory under the top category it was started from', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/categories': [200, { data: TREE }],
      'POST /api/admin/categories': [201, { data: category({ id: 30, parent_id: 2 }) }],
    });
    const { router } = renderRoutes(
      [
        { path: '/admin/categories/create', element: <CategoryForm categoryId={null} /> },
        { path: '*', element: <p>shown</p> },
      ],
      '/admin/categories/create?parent=2',
    );
    fireEvent.change(await screen.findByTestId('category-slug'), {
      target: { value: 'robotics-camps' },
    });
    fireEvent.click(screen.getByTestId('category-save'));
    expect(await screen.findAllByText('Title is required')).toHaveLength(3);
    for (const [language, title] of [
      ['en', 'Robotics camps'],
      ['ru', 'Лагеря робототехники'],
      ['kz', 'Робототехника лагерлері'],
    ]) {
      fireEvent.change(screen.getByTestId(`category-title-${language}`), {
        target: { value: title },
      });
    }
    fireEvent.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    expect(callsTo(fetchMock, 'POST', '/api/admin/categories')[0]?.body).toEqual({
      slug: 'robotics-camps',
      parent_id: 2,
      title_en: 'Robotics camps',
      title_ru: 'Лагеря робототехники',
      title_kz: 'Робототехника лагерлері',
      icon: '',
    });
  });
});
