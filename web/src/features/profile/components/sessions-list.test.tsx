import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserSession } from '@bilim/contract/sessions';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { SessionsList } from './sessions-list';

const session = (overrides: Partial<UserSession>): UserSession => ({
  id: 1,
  browser: 'Chrome 131',
  os: 'Windows 10',
  device: 'desktop',
  ip: '10.0.0.1',
  place: null,
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-27T06:05:00.000Z',
  current: true,
  ...overrides,
});

const PHONE = session({
  id: 2,
  browser: 'Safari 17',
  os: 'iOS 17.4',
  device: 'mobile',
  ip: '10.0.0.2',
  current: false,
});

const IN_ALMATY = session({
  id: 3,
  ip: '92.46.1.1',
  place: { city: 'Almaty', country: 'KZ' },
  current: false,
});

describe('the sessions list', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('shows each session in Russian, this device marked, and signs another out', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'GET /api/cabinet/profile/sessions': [200, { data: [session({}), PHONE] }],
      'DELETE /api/cabinet/profile/sessions/2': [204, null],
    });
    renderWithProviders(<SessionsList />);
    const rows = await screen.findAllByTestId('session-row');
    expect(rows[0]).toHaveTextContent('Chrome 131 · Windows 10');
    expect(rows[0]).toHaveTextContent('Это устройство');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent(
      'Адрес 10.0.0.2 · последняя активность 27 ноября 2026 г., 11:05',
    );
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Выйти: Safari 17 · iOS 17.4' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/cabinet/profile/sessions/2')).toHaveLength(1),
    );
  });

  it('names where a public address is, in the reader’s language, and credits the database', async () => {
    await testI18n.changeLanguage('ru');
    mockApi({ 'GET /api/cabinet/profile/sessions': [200, { data: [session({}), IN_ALMATY] }] });
    renderWithProviders(<SessionsList />);
    const rows = await screen.findAllByTestId('session-row');
    expect(rows[1]).toHaveTextContent('Almaty, Казахстан · адрес 92.46.1.1');
    expect(screen.getByRole('link', { name: 'Места по IP-геолокации DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
  });

  it('signs out every other session after a confirmation', async () => {
    const fetchMock = mockApi({
      'GET /api/cabinet/profile/sessions': [200, { data: [session({}), PHONE] }],
      'DELETE /api/cabinet/profile/sessions': [200, { data: { revoked: 1 } }],
    });
    renderWithProviders(<SessionsList />);
    fireEvent.click(await screen.findByTestId('sessions-sign-out-others'));
    expect(await screen.findByText(/This device stays signed in/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sessions-confirm'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/cabinet/profile/sessions')).toHaveLength(1),
    );
  });

  it('offers a retry when the list cannot load, in Kazakh', async () => {
    await testI18n.changeLanguage('kz');
    mockApi({
      'GET /api/cabinet/profile/sessions': [500, { message: 'Server error', code: 'SERVER_ERROR' }],
    });
    renderWithProviders(<SessionsList />);
    expect(await screen.findByRole('button', { name: 'Қайталау' })).toBeInTheDocument();
  });

  it('says when there is no sign-in to show', async () => {
    mockApi({ 'GET /api/cabinet/profile/sessions': [200, { data: [] }] });
    renderWithProviders(<SessionsList />);
    expect(await screen.findByText('No active sign-ins.')).toBeInTheDocument();
  });
});
