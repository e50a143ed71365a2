import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@bilim/contract/admin';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { SiteOverview } from './site-overview';

const DASHBOARD: AdminDashboard = {
  users: 12_480,
  published_cards: 3_205,
  published_events: 118,
  open_complaints: 4,
  currency: 'KZT',
  days: [
    { day: '2026-11-26', registrations: 3, cards: 1, events: 0, top_ups: 500_000, revenue: 0 },
    { day: '2026-11-27', registrations: 5, cards: 2, events: 1, top_ups: 0, revenue: 490_000 },
  ],
};

describe('the admin dashboard’s figures', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('shows the site now in the reader’s digits, and both charts', async () => {
    await testI18n.changeLanguage('ru');
    mockApi({ 'GET /api/admin/dashboard': [200, { data: DASHBOARD }] });
    renderRoutes([{ path: '*', element: <SiteOverview /> }], '/admin');
    expect(await screen.findByTestId('dashboard-users')).toHaveTextContent(/^12\s480$/);
    expect(screen.getByTestId('dashboard-open_complaints')).toHaveTextContent('4');
    expect(screen.getByText('Открытые жалобы')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-activity')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-money')).toBeInTheDocument();
  });

  it('says what failed when the figures cannot be read', async () => {
    mockApi({
      'GET /api/admin/dashboard': [500, { message: 'Server error', code: 'SERVER_ERROR' }],
    });
    renderRoutes([{ path: '*', element: <SiteOverview /> }], '/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
  });
});
