import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_KINDS,
  type NotificationSettings as Settings,
} from '@bilim/contract/notifications';
import { setSession } from '@/lib/session';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { buildSettings } from '../testing';
import { NotificationSettings } from './notification-settings';

const signIn = () => setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });

/** The fake API of the settings: PUT changes the kinds sent, push calls count browsers. */
function settingsApi(initial: Settings = buildSettings()) {
  let current = initial;
  return mockApi({
    'GET /api/cabinet/notification-settings': () => [200, { data: current }],
    'PUT /api/cabinet/notification-settings': ({ init }) => {
      const { kinds } = JSON.parse(String(init.body)) as Pick<Settings, 'kinds'>;
      current = {
        ...current,
        kinds: current.kinds.map((choice) => kinds.find((k) => k.kind === choice.kind) ?? choice),
      };
      return [200, { data: current }];
    },
    'POST /api/cabinet/push-subscriptions': () => {
      current = { ...current, push: { ...current.push, subscriptions: 1 } };
      return [201, { data: current }];
    },
    'DELETE /api/cabinet/push-subscriptions': () => {
      current = { ...current, push: { ...current.push, subscriptions: 0 } };
      return [200, { data: current }];
    },
  });
}

/** A browser that can push: permission, a service worker and a push manager as told. */
function stubPushBrowser({
  permission = 'granted',
  subscribe,
}: {
  permission?: NotificationPermission;
  subscribe: () => Promise<unknown>;
}) {
  let subscription: unknown = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(
      async (_options: PushSubscriptionOptionsInit) => (subscription = await subscribe()),
    ),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: vi.fn(async () => permission),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return pushManager;
}

describe('the notification settings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });

  it('lists every kind with its channels as switches', async () => {
    signIn();
    settingsApi();
    renderWithProviders(<NotificationSettings />);
    const rows = await screen.findAllByTestId('notification-kind');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual([...NOTIFICATION_KINDS]);
    expect(screen.getByRole('columnheader', { name: 'By e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Balance topped up' })).toBeInTheDocument();
    const email = screen.getByRole('switch', { name: 'Balance topped up: By e-mail' });
    expect(email).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Tariff not renewed for lack of money: By e-mail' }),
    ).toBeChecked();
  });

  it('saves a toggled switch with PUT and keeps it', async () => {
    signIn();
    const fetchMock = settingsApi();
    renderWithProviders(<NotificationSettings />);
    const email = await screen.findByRole('switch', { name: 'Balance topped up: By e-mail' });
    fireEvent.click(email);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/cabinet/notification-settings')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'PUT', '/api/cabinet/notification-settings')[0]?.body).toEqual({
      kinds: [{ kind: 'balance_topped_up', in_app: true, email: true, push: true }],
    });
    await waitFor(() => expect(screen.getByTestId('settings-status')).toHaveTextContent('Saved.'));
    expect(email).toBeChecked();
  });

  it('puts a switch back when saving fails', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/cabinet/notification-settings': [200, { data: buildSettings() }],
      'PUT /api/cabinet/notification-settings': [500, { message: 'Server error' }],
    });
    renderWithProviders(<NotificationSettings />);
    const inApp = await screen.findByRole('switch', {
      name: 'VIP period of a card ended: In the app',
    });
    expect(inApp).toBeChecked();
    fireEvent.click(inApp);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/cabinet/notification-settings')).toHaveLength(1),
    );
    await waitFor(() => expect(inApp).toBeChecked());
    expect(screen.getByTestId('settings-status')).toBeEmptyDOMElement();
  });

  it('says so when the browser cannot push', async () => {
    signIn();
    settingsApi();
    renderWithProviders(<NotificationSettings />);
    const problem = await screen.findByTestId('push-problem');
    expect(problem).toHaveTextContent('This browser cannot show notifications from websites.');
    expect(
      screen.getByRole('switch', { name: 'Show notifications in this browser' }),
    ).toBeDisabled();
  });

  it('subscribes this browser with the decoded server key and tells the server', async () => {
    signIn();
    const fetchMock = settingsApi();
    const subscription = {
      endpoint: 'https://push.example.com/send/abc',
      options: { applicationServerKey: null },
      toJSON: () => ({
        endpoint: 'https://push.example.com/send/abc',
        expirationTime: null,
        keys: { p256dh: 'BNc-p256dh-key', auth: 'auth-secret' },
      }),
      unsubscribe: vi.fn(async () => true),
    };
    const pushManager = stubPushBrowser({ subscribe: async () => subscription });
    renderWithProviders(<NotificationSettings />);
    const device = await screen.findByRole('switch', {
      name: 'Show notifications in this browser',
    });
    await waitFor(() => expect(device).toBeEnabled());
    fireEvent.click(device);

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/cabinet/push-subscriptions')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/cabinet/push-subscriptions')[0]?.body).toEqual({
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'BNc-p256dh-key', auth: 'auth-secret' },
    });
    const options = pushManager.subscribe.mock.calls[0]?.[0] ?? {};
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect((options.applicationServerKey as Uint8Array).byteLength).toBe(65);
    await waitFor(() => expect(device).toBeChecked());
    expect(screen.getByTestId('push-subscriptions')).toHaveTextContent(
      'Browsers receiving notifications: 1',
    );

    // Turning it off tells the server first, then the push service.
    fireEvent.click(device);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/cabinet/push-subscriptions')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'DELETE', '/api/cabinet/push-subscriptions')[0]?.body).toEqual({
      endpoint: 'https://push.example.com/send/abc',
    });
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalled());
    await waitFor(() => expect(device).not.toBeChecked());
  });

  it('explains a refused permission', async () => {
    signIn();
    const fetchMock = settingsApi();
    stubPushBrowser({ permission: 'denied', subscribe: async () => null });
    renderWithProviders(<NotificationSettings />);
    const device = await screen.findByRole('switch', {
      name: 'Show notifications in this browser',
    });
    await waitFor(() => expect(device).toBeEnabled());
    fireEvent.click(device);
    expect(await screen.findByTestId('push-problem')).toHaveAttribute('data-problem', 'denied');
    expect(device).not.toBeChecked();
    expect(callsTo(fetchMock, 'POST', '/api/cabinet/push-subscriptions')).toHaveLength(0);
  });

  it('shows an error, not a crash, when the push service cannot be reached', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = settingsApi();
    stubPushBrowser({
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    renderWithProviders(<NotificationSettings />);
    const device = await screen.findByRole('switch', {
      name: 'Show notifications in this browser',
    });
    await waitFor(() => expect(device).toBeEnabled());
    fireEvent.click(device);
    expect(await screen.findByTestId('push-problem')).toHaveTextContent(
      'This browser could not be signed up for notifications. Check the connection and try again.',
    );
    expect(device).not.toBeChecked();
    expect(callsTo(fetchMock, 'POST', '/api/cabinet/push-subscriptions')).toHaveLength(0);
  });

  it('shows the error state when the settings cannot be read', async () => {
    signIn();
    mockApi({ 'GET /api/cabinet/notification-settings': [500, { message: 'Server error' }] });
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
