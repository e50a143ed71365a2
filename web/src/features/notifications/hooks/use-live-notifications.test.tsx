import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/page-reload';
import { useRealtimeChannel } from '@/lib/realtime';
import { getSession, setSession } from '@/lib/session';
import { fakeSockets, type FakeSocket } from '@/testing/fake-socket';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { NotificationBell } from '../components/notification-bell';
import { buildNotification, buildNotificationsAnswer, checkedAnswer } from '../testing';
import { useLiveNotifications } from './use-live-notifications';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).fakeSocketModule);

function LiveBell() {
  useLiveNotifications();
  useRealtimeChannel();
  return <NotificationBell />;
}

const read = buildNotification({ id: 1, check_dt: '2027-03-11T08:00:00.000Z' });
const pushed = buildNotification({ id: 2, kind: 'vip_expired', subject: 'card', obj_id: 4 });

async function renderLiveBell(routes: Parameters<typeof mockApi>[0]) {
  setSession({ access_token: 't', user_id: 1, name: 'Dana', roles: [] });
  const fetchMock = mockApi(routes);
  renderWithProviders(<LiveBell />);
  await vi.waitFor(() => expect(fakeSockets).toHaveLength(1));
  const socket = fakeSockets[0] as FakeSocket;
  socket.fire('connect');
  return { fetchMock, socket };
}

describe('the bell kept current by the realtime channel', () => {
  beforeEach(() => {
    fakeSockets.length = 0;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('puts a pushed notification first and raises the count without a call', async () => {
    const { fetchMock, socket } = await renderLiveBell({
      'GET /notifications': [200, buildNotificationsAnswer([read])],
      'POST /notifications/2': [200, checkedAnswer([pushed, read], 2)],
    });
    const bell = screen.getByTestId('notification-bell');
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', '0'));
    // Read once at load, and again at the connect if that first answer came before it.
    const reads = callsTo(fetchMock, 'GET', '/notifications').length;

    socket.serverEmits('notification', pushed);
    socket.serverEmits('notification', pushed);
    await waitFor(() => expect(bell).toHaveAttribute('data-unread', '1'));
    expect(bell).toHaveAccessibleName('Notifications, unread: 1');
    expect(callsTo(fetchMock, 'GET', '/notifications')).toHaveLength(reads);

    fireEvent.click(bell);
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual([
      'vip_expired',
      'balance_topped_up',
    ]);
  });

  it('reads the list again after a reconnect', async () => {
    const { fetchMock, socket } = await renderLiveBell({
      'GET /notifications': [200, buildNotificationsAnswer([read])],
    });
    await waitFor(() =>
      expect(screen.getByTestId('notification-bell')).toHaveAttribute('data-unread', '0'),
    );
    await new Promise((settle) => setTimeout(settle, 50));
    const reads = callsTo(fetchMock, 'GET', '/notifications').length;
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/notifications')).toHaveLength(reads + 1),
    );
  });

  it('when the server refuses the channel, checks the session: a 401 signs out and reloads', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let status = 200;
    const { fetchMock, socket } = await renderLiveBell({
      'GET /notifications': () =>
        status === 200
          ? [200, buildNotificationsAnswer([read])]
          : [401, { message: 'Session Has Expired', code: 'SESSION_EXPIRED' }],
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/notifications').length).toBeGreaterThan(0),
    );
    status = 401;
    socket.refuse('SESSION_EXPIRED');
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(getSession()).toBeNull();
    expect(socket.disconnect).toHaveBeenCalled();
  });
});
