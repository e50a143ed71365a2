import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTariff, AdminTariffsAnswer } from '@bilim/contract/admin';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { TariffForm } from './tariff-form';
import { TariffsScreen } from './tariffs-screen';

const tariff = (overrides: Partial<AdminTariff>): AdminTariff => ({
  id: 2,
  slug: 'start',
  title: { en: 'Start', ru: 'Старт', kz: 'Старт' },
  kind: 'fixed',
  price: 490_000,
  currency: 'KZT',
  cards_limit: 10,
  events_limit: 10,
  card_photos_limit: 10,
  event_photos_limit: 10,
  statistics: false,
  active: true,
  unit_prices: null,
  is_default: false,
  accounts: 0,
  ...overrides,
});

const LIST: AdminTariffsAnswer = {
  data: [
    tariff({
      id: 1,
      slug: 'free',
      title: { en: 'Free', ru: 'Бесплатный', kz: 'Тегін' },
      kind: 'free',
      price: 0,
      is_default: true,
      accounts: 40,
    }),
    tariff({ id: 2, accounts: 3 }),
    tariff({
      id: 3,
      slug: 'winter',
      title: { en: 'Winter', ru: 'Зима', kz: 'Қыс' },
      price: 1_250_050,
      active: false,
    }),
  ],
  meta: { total: 3, active: 2, inactive: 1, paid: 2, free: 1 },
};

describe('the admin’s tariffs', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('shows the counts and every tariff; only an unused one can be deleted', async () => {
    await testI18n.changeLanguage('ru');
    mockApi({ 'GET /api/admin/tariffs': [200, LIST] });
    renderRoutes([{ path: '*', element: <TariffsScreen /> }], '/admin/tariffs');
    expect(await screen.findByRole('link', { name: 'Зима' })).toBeInTheDocument();
    expect(screen.getByTestId('tariff-count-total')).toHaveTextContent('3');
    expect(screen.getByTestId('tariff-count-inactive')).toHaveTextContent('1');
    const winter = screen.getByRole('link', { name: 'Зима' }).closest('tr')!;
    expect(winter).toHaveTextContent(/12\s500,50\s₸ в месяц/);
    expect(within(winter).getByRole('button', { name: 'Удалить «Зима»' })).toBeEnabled();
    const start = screen.getByRole('link', { name: 'Старт' }).closest('tr')!;
    expect(
      within(start).getByRole('button', {
        name: 'Удалить «Старт»: на нём есть аккаунты; деактивируйте его',
      }),
    ).toBeDisabled();
    const free = screen.getByRole('link', { name: 'Бесплатный' }).closest('tr')!;
    expect(within(free).getByRole('switch')).toBeDisabled();
  });

  it('activates a tariff from the list and reads the list again', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/tariffs': [200, LIST],
      'PUT /api/admin/tariffs/3/active': [200, { data: { ...LIST.data[2], active: true } }],
    });
    renderRoutes([{ path: '*', element: <TariffsScreen /> }], '/admin/tariffs');
    fireEvent.click(await screen.findByRole('switch', { name: 'Activate “Winter”' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/admin/tariffs/3/active')[0]?.body).toEqual({
        active: true,
      }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/admin/tariffs')).toHaveLength(2));
  });

  it('refuses a negative limit in the browser and sends tiyn for a price typed in tenge', async () => {
    const fetchMock = mockApi({
      'POST /api/admin/tariffs': [201, { data: tariff({ id: 9, slug: 'autumn' }) }],
    });
    const { router } = renderRoutes(
      [
        { path: '/admin/tariffs/create', element: <TariffForm tariffId={null} /> },
        { path: '*', element: <p>shown</p> },
      ],
      '/admin/tariffs/create',
    );
    fireEvent.change(screen.getByTestId('tariff-slug'), { target: { value: 'autumn' } });
    for (const [language, title] of [
      ['en', 'Autumn'],
      ['ru', 'Осень'],
      ['kz', 'Күз'],
    ]) {
      fireEvent.change(screen.getByTestId(`tariff-title-${language}`), {
        target: { value: title },
      });
    }
    fireEvent.change(screen.getByTestId('tariff-price'), { target: { value: '7 990.5' } });
    fireEvent.change(screen.getByTestId('tariff-cards_limit'), { target: { value: '-1' } });
    fireEvent.click(screen.getByTestId('tariff-save'));
    expect(await screen.findByText('Tariff limits must be 0 or greater')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/tariffs')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('tariff-cards_limit'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('tariff-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tariffs/show/9'));
    expect(callsTo(fetchMock, 'POST', '/api/admin/tariffs')[0]?.body).toMatchObject({
      slug: 'autumn',
      kind: 'fixed',
      title_ru: 'Осень',
      price: 799_050,
      cards_limit: 15,
      unit_prices: null,
    });
  });

  it('puts the server’s refusal on its field and keeps what was typed', async () => {
    mockApi({
      'GET /api/admin/tariffs/2': [200, { data: tariff({}) }],
      'PUT /api/admin/tariffs/2': [
        422,
        {
          message: 'The given data was invalid',
          code: 'VALIDATION_FAILED',
          errors: { title_kz: 'Title is required' },
        },
      ],
    });
    await testI18n.changeLanguage('kz');
    renderRoutes([{ path: '*', element: <TariffForm tariffId={2} /> }], '/admin/tariffs/edit/2');
    const title = await screen.findByTestId('tariff-title-en');
    fireEvent.change(title, { target: { value: 'Start plus' } });
    fireEvent.click(screen.getByTestId('tariff-save'));
    expect(await screen.findByText('Атауын көрсетіңіз')).toBeInTheDocument();
    expect(title).toHaveValue('Start plus');
  });
});
