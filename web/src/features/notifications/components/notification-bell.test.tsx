import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications as toasts } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@bilim/contract/notifications';
import { getSession, setSession } from '@/lib/session';
import { reloadPage } from '@/lib/page-reload';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { buildNotification, buildNotificationsAnswer, checkedAnswer } from '../testing';
import { NotificationBell } from './notification-bell';

const signIn = () => setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });

const topUp = buildNotification({ id: 3 });
const tariffChange = buildNotification({
  id: 2,
  kind: 'tariff_changed',
  title: 'Your tariff has changed',
  params: {
    account_title: 'Dana Academy',
    tariff: { en: 'Start', ru: 'Старт', kz: 'Бастау' },
    charge: 490_000,
    monthly_payment: 490_000,
    finish: '2027-04-12T07:00:00.000Z',
    currency: 'KZT',
    flexible: false,
  },
  subject: 'tariff',
  obj_id: 2,
});
const eventNotice = buildNotification({
  id: 1,
  kind: 'vip_expired',
  params: { account_title: 'Dana Academy', card_id: 4, card_title: 'Chess club' },
  subject: 'event',
  obj_id: 41,
  check_dt: '2027-03-11T08:00:00.000Z',
});

/** The bell against a fake API whose POST /notifications/{id} marks as the server does. */
function renderBell(listed: Notification[]) {
  signIn();
  const fetchMock = mockApi({
    'GET /notifications': [200, buildNotificationsAnswer(listed)],
    ...Object.fromEntries(
      [0, ...listed.map((notification) => notification.id)].map((id) => [
        `POST /notifications/${id}`,
        [200, checkedAnswer(listed, id)],
      ]),
    ),
  });
  renderWithProviders(<NotificationBell />);
  return fetchMock;
}

const bell = () => screen.getByTestId('notification-bell');

describe('the notification bell', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    await testI18n.changeLanguage('en');
  });

  it('shows the unread count in a badge and in its accessible name', async () => {
    renderBell([topUp, tariffChange, eventNotice]);
    await waitFor(() => expect(bell()).toHaveAttribute('data-unread', '2'));
    expect(bell()).toHaveAccessibleName('Notifications, unread: 2');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
  });

  it('is a plain bell when everything is read', async () => {
    const fetchMock = renderBell([eventNotice]);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/notifications')).toHaveLength(1));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.getByTestId('notification-count')).not.toHaveTextContent(/\d/);
  });

  it('opening it marks the listed notifications read with the first id and clears the badge', async () => {
    const fetchMock = renderBell([topUp, tariffChange, eventNotice]);
    await waitFor(() => expect(bell()).toHaveAttribute('data-unread', '2'));
    fireEvent.click(bell());

    const items = await screen.findAllByTestId('notification');
    expect(items).toHaveLength(3);
    await waitFor(() => expect(bell()).toHaveAttribute('data-unread', '0'));
    const checks = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(checks.map(([url]) => String(url))).toEqual(['/notifications/3']);
    // No body, so no Content-Type either.
    const [, init] = checks[0] ?? [];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(bell()).toHaveAccessibleName('Notifications');
    // What was unread when the panel opened stays marked new while it is open.
    expect(items.map((item) => item.getAttribute('data-new'))).toEqual(['true', 'true', 'false']);
  });

  it('says when there are none, and still makes the check call with 0', async () => {
    const fetchMock = renderBell([]);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/notifications')).toHaveLength(1));
    fireEvent.click(bell());
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/notifications/0')).toHaveLength(1));
  });

  it('links an event notification to its page labelled Show, and money news to their pages', async () => {
    renderBell([topUp, tariffChange, eventNotice]);
    fireEvent.click(bell());
    const items = await screen.findAllByTestId('notification');
    const links = items.map((item) => within(item).getByTestId('notification-link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Payment history', '/balance/history'],
      ['Tariffs', '/tariff'],
      ['Show', '/events/41/show'],
    ]);
  });

  it('makes the linked account the current one when a link is followed', async () => {
    renderBell([buildNotification({ id: 3, account_id: 2 })]);
    fireEvent.click(bell());
    fireEvent.click(await screen.findByTestId('notification-link'));
    expect(localStorage.getItem('accountId')).toBe('2');
  });

  it.each([
    [
      'en',
      'Tariff changed',
      '“Dana Academy” is now on Start: ₸4,900 was charged, paid until April 12, 2027.',
      'March 12, 2027, 12:05 PM',
      'Show',
    ],
    [
      'ru',
      'Тариф изменён',
      '«Dana Academy» теперь на тарифе «Старт» до 12 апреля 2027 г.: списано 4 900 ₸.',
      '12 марта 2027 г., 12:05',
      'Показать',
    ],
    [
      'kz',
      'Тариф өзгертілді',
      '«Dana Academy» енді «Бастау» тарифінде: 4 900 ₸ есептен шығарылды, төленген мерзімі — 2027 ж. 12 сәуір.',
      '2027 ж. 12 наурыз, 12:05',
      'Көрсету',
    ],
  ] as const)('words notifications in %s', async (language, title, text, time, show) => {
    await testI18n.changeLanguage(language);
    renderBell([tariffChange, eventNotice]);
    fireEvent.click(bell());
    const [tariff, event] = (await screen.findAllByTestId('notification')) as [
      HTMLElement,
      HTMLElement,
    ];
    const normalise = (value: string | null) => value?.replace(/[\u00a0\u202f]/g, ' ');
    expect(within(tariff).getByTestId('notification-title')).toHaveTextContent(title);
    expect(normalise(within(tariff).getByTestId('notification-text').textContent)).toBe(text);
    expect(normalise(within(tariff).getByTestId('notification-time').textContent)).toBe(time);
    expect(within(event).getByTestId('notification-link')).toHaveTextContent(show);
  });

  it('on a 401 while loading, leaves the session cleared and reloads the page', async () => {
    signIn();
    mockApi({
      'GET /notifications': [401, { message: 'Session Has Expired', code: 'SESSION_EXPIRED' }],
    });
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(getSession()).toBeNull();
  });

  it('only logs other failures: no toast, no reload, a plain bell and a retry in the panel', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const toast = vi.spyOn(toasts, 'show');
    signIn();
    const fetchMock = mockApi({ 'GET /notifications': [500, { message: 'Server error' }] });
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]?.[0])).toContain('GET /notifications');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
    expect(bell()).toHaveAccessibleName('Notifications');

    fireEvent.click(bell());
    const failure = await screen.findByTestId('notification-error');
    expect(failure).toHaveTextContent('The notifications could not be loaded.');

    // jsdom has no layout, so the panel counts as detached from the bell: found by text, not role.
    fireEvent.click(within(failure).getByText('Try again'));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/notifications')).toHaveLength(2));
    expect(callsTo(fetchMock, 'POST', '/notifications/0')).toHaveLength(0);
  });
});
