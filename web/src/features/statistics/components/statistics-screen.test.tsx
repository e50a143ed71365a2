import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastDays } from '@bilim/contract/calendar';
import type { Statistics } from '@bilim/contract/money';
import { callsTo, mockApi, type MockAnswer } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/test-utils';
import { providerStatisticsQueryOptions } from '../api/get-provider-statistics';
import { ProviderStatistics } from './provider-statistics';
import { StatisticsScreen } from './statistics-screen';

const statistics = (overrides: Partial<Statistics> = {}): Statistics => ({
  available: true,
  from: '2026-03-01',
  to: '2026-03-03',
  totals: { views: 1234, contact_reveals: 7, favorites: 3, reviews: 2 },
  days: [
    { day: '2026-03-01', views: 1000, contact_reveals: 5, favorites: 1, reviews: 2 },
    { day: '2026-03-02', views: 0, contact_reveals: 0, favorites: 0, reviews: 0 },
    { day: '2026-03-03', views: 234, contact_reveals: 2, favorites: 2, reviews: 0 },
  ],
  records: [
    {
      kind: 'card',
      id: 5,
      title: 'Chess club',
      views: 1200,
      contact_reveals: 7,
      favorites: 2,
      reviews: 2,
    },
    {
      kind: 'event',
      id: 9,
      title: 'Robot fair',
      views: 34,
      contact_reveals: 0,
      favorites: 1,
      reviews: 0,
    },
  ],
  ...overrides,
});

const unavailable: Statistics = {
  ...statistics(),
  available: false,
  totals: { views: 0, contact_reveals: 0, favorites: 0, reviews: 0 },
  days: [],
  records: [],
};

/** Answers every GET of `path` with `answer`; answers the requested URLs' queries, in order. */
function stubStatistics(path: string, answer: () => MockAnswer) {
  const fetchMock = mockApi({ [`GET ${path}`]: answer });
  const requested = () => callsTo(fetchMock, 'GET', path).map((call) => call.search);
  return { requested };
}

/** Appears once the provider's statistics have arrived (it shares the section's query). */
function AnswerArrived({ userId }: { userId: number }) {
  const { isSuccess } = useQuery(providerStatisticsQueryOptions(userId, lastDays(30)));
  return isSuccess ? <span data-testid="answer-arrived" /> : null;
}

const renderScreen = (search = '') =>
  renderRoutes(
    [{ path: '/cabinet/statistics', element: <StatisticsScreen accountId={4} /> }],
    `/cabinet/statistics${search}`,
  );

describe('StatisticsScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the totals, the chart and each record linking to its cabinet page', async () => {
    const { requested } = stubStatistics('/api/cabinet/statistics', () => [
      200,
      { data: statistics() },
    ]);
    renderScreen();
    expect(await screen.findByTestId('total-views')).toHaveTextContent('Views1,234');
    expect(screen.getByTestId('total-contact_reveals')).toHaveTextContent('7');
    expect(screen.getByTestId('total-favorites')).toHaveTextContent('3');
    expect(screen.getByTestId('statistics-chart')).toBeInTheDocument();
    const rows = screen.getAllByTestId('statistics-record');
    expect(within(rows[0]!).getByRole('link', { name: 'Chess club' })).toHaveAttribute(
      'href',
      '/cabinet/cards/5/show',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Robot fair' })).toHaveAttribute(
      'href',
      '/cabinet/events/9/show',
    );
    // Without a period in the URL: the last 30 days of account 4.
    const [query] = requested();
    expect(query?.get('account_id')).toBe('4');
    expect(query?.get('from')).toBe(lastDays(30).from);
    expect(query?.get('to')).toBe(lastDays(30).to);
  });

  it('shows the teaser with a link to the tariffs when the tariff has no statistics', async () => {
    stubStatistics('/api/cabinet/statistics', () => [200, { data: unavailable }]);
    renderScreen();
    expect(await screen.findByTestId('statistics-teaser')).toHaveTextContent(
      'Available on Super or Flexible with statistics',
    );
    expect(screen.getByTestId('statistics-upgrade')).toHaveAttribute('href', '/tariff');
    expect(screen.queryByTestId('total-views')).toBeNull();
  });

  it('says so when nothing happened in the period', async () => {
    const quiet = statistics({
      totals: { views: 0, contact_reveals: 0, favorites: 0, reviews: 0 },
      days: [{ day: '2026-03-01', views: 0, contact_reveals: 0, favorites: 0, reviews: 0 }],
      records: [],
    });
    stubStatistics('/api/cabinet/statistics', () => [200, { data: quiet }]);
    renderScreen();
    expect(
      await screen.findByText('No views, contact reveals, favorites or reviews in this period'),
    ).toBeInTheDocument();
    expect(screen.getByText('No cards or events to count yet')).toBeInTheDocument();
  });

  it('asks for the chosen preset and keeps it in the URL', async () => {
    const { requested } = stubStatistics('/api/cabinet/statistics', () => [
      200,
      { data: statistics() },
    ]);
    const { router } = renderScreen();
    await screen.findByTestId('total-views');
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(requested()).toHaveLength(2));
    const week = lastDays(7);
    expect(requested()[1]?.get('from')).toBe(week.from);
    expect(requested()[1]?.get('to')).toBe(week.to);
    expect(router.state.location.search).toBe('?days=7');
  });

  it('reads a custom range from the URL and shows it in the calendar field', async () => {
    const { requested } = stubStatistics('/api/cabinet/statistics', () => [
      200,
      { data: statistics() },
    ]);
    renderScreen('?from=2026-01-05&to=2026-02-10');
    await screen.findByTestId('total-views');
    expect(requested()[0]?.get('from')).toBe('2026-01-05');
    expect(requested()[0]?.get('to')).toBe('2026-02-10');
    expect(screen.getByRole('radio', { name: 'Dates' })).toBeChecked();
    expect(screen.getByTestId('period-range')).toBeInTheDocument();
  });

  it('falls back to the last 30 days when the URL range is broken', async () => {
    const { requested } = stubStatistics('/api/cabinet/statistics', () => [
      200,
      { data: statistics() },
    ]);
    renderScreen('?from=2026-02-10&to=2026-01-05');
    await screen.findByTestId('total-views');
    expect(requested()[0]?.get('from')).toBe(lastDays(30).from);
  });

  it('shows the error with a retry', async () => {
    stubStatistics('/api/cabinet/statistics', () => [
      500,
      { message: 'Server error', code: 'SERVER_ERROR' },
    ]);
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no retry for an account that is not there', async () => {
    stubStatistics('/api/cabinet/statistics', () => [
      404,
      { message: 'Account not found', code: 'ACCOUNT_NOT_FOUND' },
    ]);
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    expect(alert).toHaveTextContent('Account not found');
    expect(alert).not.toHaveTextContent('Something went wrong');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('ProviderStatistics', () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderSection = () =>
    renderRoutes(
      [{ path: '/userinfo/:userId', element: <ProviderStatistics userId={3} /> }],
      '/userinfo/3',
    );

  it('shows the statistics of a provider who has them, linking to public pages', async () => {
    stubStatistics('/api/users/3/statistics', () => [200, { data: statistics() }]);
    renderSection();
    const section = await screen.findByTestId('provider-statistics');
    expect(await within(section).findByTestId('total-views')).toHaveTextContent('1,234');
    expect(within(section).getByRole('link', { name: 'Chess club' })).toHaveAttribute(
      'href',
      '/cards/5/show',
    );
  });

  it('shows nothing, not even a teaser, when the provider has no statistics', async () => {
    stubStatistics('/api/users/3/statistics', () => [200, { data: unavailable }]);
    renderRoutes(
      [
        {
          path: '/userinfo/:userId',
          element: (
            <>
              <ProviderStatistics userId={3} />
              <AnswerArrived userId={3} />
            </>
          ),
        },
      ],
      '/userinfo/3',
    );
    await screen.findByTestId('answer-arrived');
    expect(screen.queryByTestId('provider-statistics')).toBeNull();
    expect(screen.queryByTestId('statistics-teaser')).toBeNull();
    expect(screen.queryByTestId('period-presets')).toBeNull();
  });
});
