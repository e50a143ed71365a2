import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import { buildTariff, text } from '@/testing/fixtures';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { GrantTariffForm } from './grant-tariff-form';

// The free tariff allows 3 cards and 3 events; Pro 20 of each.
const FREE = buildTariff({ title: { en: 'Free', ru: 'Бесплатный', kz: 'Тегін' } });
const PRO = buildTariff({
  id: 2,
  slug: 'pro',
  title: text('Pro'),
  kind: 'fixed',
  price: 490_000,
  cards_limit: 20,
  events_limit: 20,
});
const TARIFFS = {
  data: [
    { ...FREE, is_default: true, accounts: 40 },
    { ...PRO, is_default: false, accounts: 3 },
  ],
  meta: { total: 2, active: 2, inactive: 0, paid: 1, free: 1 },
};

const ref = (id: number) => ({ id, title: `Record ${id}` });

function renderForm(usage = { published_cards: 0, published_events: 0 }) {
  return renderRoutes(
    [{ path: '*', element: <GrantTariffForm accountId={3} usage={usage} /> }],
    '/admin/accounts/edit/3',
  );
}

async function fill(tariff: string) {
  fireEvent.click(await screen.findByTestId('grant-tariff'));
  fireEvent.click(await screen.findByRole('option', { name: tariff, hidden: true }));
  fireEvent.change(screen.getByTestId('grant-reason'), { target: { value: 'Support case 18' } });
  fireEvent.click(screen.getByTestId('grant-save'));
}

describe('giving a tariff without a charge', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('asks for the tariff and the reason in the reader’s language before sending anything', async () => {
    await testI18n.changeLanguage('kz');
    const fetchMock = mockApi({
      'GET /api/admin/tariffs': [
        200,
        { data: [], meta: { total: 0, active: 0, inactive: 0, paid: 0, free: 0 } },
      ],
    });
    renderForm();
    fireEvent.click(screen.getByTestId('grant-save'));
    expect(await screen.findAllByText('Өрісті толтырыңыз')).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/3/tariff')).toHaveLength(0);
    expect(screen.getByTestId('grant-reason')).toHaveAccessibleDescription(
      /Аудит журналында сақталады/,
    );
  });

  it('says how many records over the chosen tariff’s limits go off the site, and sends only once confirmed', async () => {
    await testI18n.changeLanguage('ru');
    const show = vi.spyOn(notifications, 'show');
    const fetchMock = mockApi({
      'GET /api/admin/tariffs': [200, TARIFFS],
      'POST /api/admin/accounts/3/tariff': [
        200,
        {
          data: {
            account: { id: 3, tariff: FREE },
            charged: 0,
            unpublished: { cards: [ref(9), ref(8)], events: [ref(4)] },
          },
        },
      ],
    });
    // 2 cards and 1 event over the free tariff's limits.
    renderForm({ published_cards: 5, published_events: 4 });
    await fill('Бесплатный');
    const dialog = await screen.findByRole('dialog', {
      name: 'Снять записи сверх лимитов с публикации?',
    });
    expect(dialog).toHaveTextContent(
      'Сверх лимитов тарифа «Бесплатный» с публикации будут сняты: 2 карточки и 1 событие, опубликованные последними.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/3/tariff')).toHaveLength(0);

    fireEvent.click(within(dialog).getByTestId('grant-confirm'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/3/tariff')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/3/tariff')[0]?.body).toEqual({
      tariff_id: 1,
      reason: 'Support case 18',
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          message:
            'Аккаунт переведён на тариф «Бесплатный» без списания. Сняты с публикации сверх лимитов: 2 карточки и 1 событие',
        }),
      ),
    );
  });

  it('gives a tariff the published records fit in at once, in plain words', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetchMock = mockApi({
      'GET /api/admin/tariffs': [200, TARIFFS],
      'POST /api/admin/accounts/3/tariff': [
        200,
        {
          data: {
            account: { id: 3, tariff: PRO },
            charged: 0,
            unpublished: { cards: [], events: [] },
          },
        },
      ],
    });
    renderForm({ published_cards: 5, published_events: 1 });
    await fill('Pro');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/accounts/3/tariff')).toHaveLength(1),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'The account is on “Pro” now; nothing was charged',
        }),
      ),
    );
  });
});
