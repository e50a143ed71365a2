import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { LedgerEntry } from '@bilim/contract/money';
import { setSession } from '@/lib/session';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { callsTo, mockApi } from '@/testing/mock-api';
import { buildMoneyAccount } from '../testing';
import { HistoryScreen } from './history-screen';

const account = buildMoneyAccount({ balance: 510_000 });

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  created_at: '2027-03-12T07:00:00.000Z',
  kind: 'top_up',
  amount: 1_000_000,
  currency: 'KZT',
  balance_after: 1_000_000,
  note: { kind: 'top_up', provider: 'sandbox' },
  description: 'Top-up by sandbox payment',
  payment: { id: 7, state: 'succeeded' },
  tariff: null,
  ...overrides,
});

const page = (data: LedgerEntry[], meta = { current_page: 1, last_page: 1 }) => ({
  data,
  meta: { per_page: 20, total: data.length, ...meta },
});

const renderHistory = (path = '/balance/history') =>
  renderRoutes([{ path: '/balance/history', element: <HistoryScreen account={account} /> }], path);

describe('the payment history', () => {
  beforeEach(() => setSession({ access_token: 'token', user_id: 1, name: 'Dana', roles: [] }));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the entries with kind, signed amount, balance after and payment state', async () => {
    mockApi({
      'GET /api/account/history': [
        200,
        page([
          entry({
            id: 2,
            kind: 'tariff_charge',
            amount: -490_000,
            balance_after: 510_000,
            payment: null,
            tariff: { id: 2, title: 'Start' },
            note: { kind: 'tariff' },
          }),
          entry({ id: 1 }),
        ]),
      ],
    });
    renderHistory();
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('history-table')).toBeInTheDocument();
    const [charge, topUp] = rows as [HTMLElement, HTMLElement];
    expect(charge).toHaveTextContent('Tariff payment');
    expect(within(charge).getByTestId('history-amount')).toHaveTextContent('−₸4,900');
    expect(charge).toHaveTextContent('₸5,100');
    expect(within(charge).getByTestId('history-description')).toHaveTextContent('Tariff “Start”');
    expect(within(topUp).getByTestId('history-amount')).toHaveTextContent('+₸10,000');
    expect(within(topUp).getByTestId('history-description')).toHaveTextContent(
      'Top-up by sandbox payment',
    );
    expect(within(topUp).getByTestId('history-state')).toHaveTextContent('Paid');
  });

  const wordedEntries = () => [
    entry({
      id: 3,
      kind: 'vip_purchase',
      amount: -150_000,
      balance_after: 850_000,
      payment: null,
      note: { kind: 'vip', card: { id: 9, title: 'Robotics club' }, until: '2027-04-11' },
    }),
    entry({
      id: 2,
      kind: 'adjustment',
      amount: 100,
      balance_after: 1_000_000,
      payment: null,
      note: { kind: 'text', text: 'Compensation for downtime' },
    }),
    entry({ id: 1 }),
  ];

  it.each([
    [
      'ru',
      ['Покупка VIP', 'Корректировка', 'Пополнение'],
      [
        'VIP для карточки «Robotics club» до 11 апреля 2027 г.',
        'Compensation for downtime',
        'Пополнение тестовой оплатой',
      ],
      'Оплачен',
    ],
    [
      'kz',
      ['VIP сатып алу', 'Түзету', 'Толтыру'],
      [
        '«Robotics club» карточкасына 2027 ж. 11 сәуір дейін VIP',
        'Compensation for downtime',
        'Сынақ төлемімен толтыру',
      ],
      'Төленді',
    ],
  ])(
    'words kinds, descriptions and states in %s from the entries’ notes',
    async (language, kinds, descriptions, paid) => {
      mockApi({ 'GET /api/account/history': [200, page(wordedEntries())] });
      try {
        await testI18n.changeLanguage(language);
        renderHistory();
        const rows = await screen.findAllByTestId('history-row');
        kinds.forEach((kind, index) => expect(rows[index]).toHaveTextContent(kind));
        expect(
          screen.getAllByTestId('history-description').map((cell) => cell.textContent),
        ).toEqual(descriptions);
        expect(screen.getByTestId('history-state')).toHaveTextContent(paid);
      } finally {
        await testI18n.changeLanguage('en');
      }
    },
  );

  it('shows a card per entry on a phone instead of the table', async () => {
    // The phone query of useIsMobile matches; Mantine's own queries keep their answers.
    const matchMedia = window.matchMedia.bind(window);
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 61.99em)',
    }));
    mockApi({ 'GET /api/account/history': [200, page(wordedEntries())] });
    renderHistory();
    const cards = await screen.findAllByTestId('history-row');
    expect(screen.queryByTestId('history-table')).not.toBeInTheDocument();
    expect(screen.getByTestId('history-cards').tagName).toBe('UL');
    expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI', 'LI']);
    const [vip, , topUp] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(vip).toHaveTextContent('VIP purchase');
    expect(vip).toHaveTextContent('March 12, 2027');
    expect(within(vip).getByTestId('history-amount')).toHaveTextContent('−₸1,500');
    expect(within(vip).getByTestId('history-description')).toHaveTextContent(
      'VIP for the card “Robotics club” until April 11, 2027',
    );
    expect(vip).toHaveTextContent('Balance after: ₸8,500');
    expect(within(vip).queryByTestId('history-state')).not.toBeInTheDocument();
    expect(within(topUp).getByTestId('history-state')).toHaveTextContent('Paid');
  });

  it('sends the filters of the URL with the request', async () => {
    const fetchMock = mockApi({ 'GET /api/account/history': [200, page([entry({})])] });
    renderHistory('/balance/history?kind=top_up&kind=refund&from=2027-03-01&to=2027-03-31&page=2');
    await screen.findAllByTestId('history-row');
    const search = callsTo(fetchMock, 'GET', '/api/account/history')[0]?.search;
    expect(search?.getAll('kind[]')).toEqual(['top_up', 'refund']);
    expect(search?.get('from')).toBe('2027-03-01');
    expect(search?.get('to')).toBe('2027-03-31');
    expect(search?.get('page')).toBe('2');
    expect(search?.get('account_id')).toBe('1');
  });

  it('asks again with a kind chosen in the filter, from the first page', async () => {
    const fetchMock = mockApi({ 'GET /api/account/history': [200, page([entry({})])] });
    const { router } = renderHistory('/balance/history?page=3');
    await screen.findAllByTestId('history-row');
    fireEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Refund', hidden: true }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/account/history').some(
          ({ search }) => search.getAll('kind[]').join() === 'refund' && search.get('page') === '1',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toBe('?kind=refund');
  });

  it('leaves out a day that does not exist and a reversed period, and still lists', async () => {
    const fetchMock = mockApi({ 'GET /api/account/history': [200, page([entry({})])] });
    const { router } = renderHistory('/balance/history?from=2027-02-30&to=2027-03-31');
    await screen.findAllByTestId('history-row');
    const [impossible] = callsTo(fetchMock, 'GET', '/api/account/history');
    expect(impossible?.search.has('from')).toBe(false);
    expect(impossible?.search.get('to')).toBe('2027-03-31');
    await router.navigate('/balance/history?kind=refund&from=2027-03-31&to=2027-03-01');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/account/history')).toHaveLength(2));
    const reversed = callsTo(fetchMock, 'GET', '/api/account/history')[1]?.search;
    expect(reversed?.getAll('kind[]')).toEqual(['refund']);
    expect(reversed?.has('from')).toBe(false);
    expect(reversed?.has('to')).toBe(false);
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
  });

  it('asks again in the new language (the server names tariffs in it)', async () => {
    const fetchMock = mockApi({ 'GET /api/account/history': [200, page([entry({})])] });
    renderHistory();
    await screen.findAllByTestId('history-row');
    try {
      await testI18n.changeLanguage('ru');
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET', '/api/account/history')).toHaveLength(2),
      );
    } finally {
      await testI18n.changeLanguage('en');
    }
  });

  it('says when nothing matches the filters', async () => {
    mockApi({ 'GET /api/account/history': [200, page([])] });
    renderHistory('/balance/history?kind=refund');
    expect(await screen.findByText('No operations match the filters.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    mockApi({
      'GET /api/account/history': [500, { code: 'SERVER_ERROR', message: 'Server error' }],
    });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  /** Stands in for the browser's download: the object URLs jsdom lacks and the link's click. */
  function catchDownloads() {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:history');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const savedAs: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedAs.push(this.download);
    });
    onTestFinished(() => {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    return { createObjectURL, click, savedAs };
  }

  it('downloads the filtered CSV with the bearer token, under the name the server gives', async () => {
    const fetchMock = mockApi({
      'GET /api/account/history': [200, page([entry({})])],
      'GET /api/account/history.csv': [
        200,
        'date,kind,amount\n',
        { 'Content-Disposition': 'attachment; filename="bilim-history-1-2027-03-12.csv"' },
      ],
    });
    const { createObjectURL, click, savedAs } = catchDownloads();
    renderHistory('/balance/history?kind=top_up');
    await screen.findAllByTestId('history-row');
    fireEvent.click(screen.getByTestId('history-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [call] = callsTo(fetchMock, 'GET', '/api/account/history.csv');
    expect(call?.headers.Authorization).toBe('Bearer token');
    expect(call?.search.getAll('kind[]')).toEqual(['top_up']);
    expect(call?.search.has('page')).toBe(false);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('date,kind,amount\n');
    expect(savedAs).toEqual(['bilim-history-1-2027-03-12.csv']);
  });

  it('names the CSV itself when the answer does not', async () => {
    mockApi({
      'GET /api/account/history': [200, page([entry({})])],
      'GET /api/account/history.csv': [200, 'date,kind,amount\n'],
    });
    const { click, savedAs } = catchDownloads();
    renderHistory();
    await screen.findAllByTestId('history-row');
    fireEvent.click(screen.getByTestId('history-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(savedAs).toEqual(['bilim-history-1.csv']);
  });
});
