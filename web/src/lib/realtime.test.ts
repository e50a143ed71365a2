import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@bilim/contract/notifications';
import { clearSession, setSession } from './session';
import { fakeSockets, type FakeSocket } from '@/testing/fake-socket';
import { onResync, startRealtime, subscribe } from './realtime';

vi.mock('socket.io-client', async () => (await import('@/testing/fake-socket')).fakeSocketModule);

const notification: Notification = {
  id: 5,
  kind: 'balance_topped_up',
  title: 'Your balance has been topped up',
  params: { account_title: 'Dana Academy', amount: 500_000, balance: 500_000, currency: 'KZT' },
  subject: 'balance',
  obj_id: 9,
  account_id: 1,
  created_at: '2027-03-12T07:00:00.000Z',
  check_dt: null,
};

const signIn = (token = 'token-1') =>
  setSession({ access_token: token, user_id: 1, name: 'Dana', roles: [] });

/** The socket opened after the lazy import of socket.io-client. */
async function openedSocket(count = 1): Promise<FakeSocket> {
  await vi.waitFor(() => expect(fakeSockets).toHaveLength(count));
  return fakeSockets[count - 1] as FakeSocket;
}

describe('the realtime channel', () => {
  let stop: (() => void) | undefined;

  beforeEach(() => {
    fakeSockets.length = 0;
  });

  afterEach(() => {
    stop?.();
    stop = undefined;
    localStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens only with a session, on the same origin over WebSocket with the bearer token', async () => {
    stop = startRealtime();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fakeSockets).toHaveLength(0);

    signIn('token-1');
    const socket = await openedSocket();
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: 'token-1' },
      forceNew: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 30_000,
      randomizationFactor: 0.5,
    });

    clearSession({ onPurpose: true });
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('opens a new socket when another token is stored, and closes when the last starter stops', async () => {
    signIn('token-1');
    stop = startRealtime();
    const stopSecond = startRealtime();
    const first = await openedSocket();
    signIn('token-2');
    expect(first.disconnect).toHaveBeenCalled();
    const second = await openedSocket(2);
    expect(second.options.auth).toEqual({ token: 'token-2' });

    stopSecond();
    expect(second.disconnect).not.toHaveBeenCalled();
    stop();
    stop = undefined;
    expect(second.disconnect).toHaveBeenCalled();
  });

  it('hands checked events to their subscribers until they unsubscribe', async () => {
    signIn();
    stop = startRealtime();
    const socket = await openedSocket();
    const onNotification = vi.fn();
    const onBalance = vi.fn();
    const unsubscribe = subscribe('notification', onNotification);
    const stopBalance = subscribe('balance', onBalance);

    socket.serverEmits('notification', notification);
    expect(onNotification).toHaveBeenCalledWith(notification);
    expect(onBalance).not.toHaveBeenCalled();

    const balance = { account_id: 1, balance: 500_000, currency: 'KZT', badge: 'neutral' };
    socket.serverEmits('balance', balance);
    expect(onBalance).toHaveBeenCalledWith(balance);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.serverEmits('notification', { id: 'not a notification' });
    socket.serverEmits('review.deleted', { text: 'an event this app does not know' });
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);

    unsubscribe();
    socket.serverEmits('notification', notification);
    expect(onNotification).toHaveBeenCalledTimes(1);
    stopBalance();
  });

  it('tells listeners at every connect to read again what they read before it', async () => {
    signIn();
    stop = startRealtime();
    const socket = await openedSocket();
    const listener = vi.fn();
    const stopListening = onResync(listener);

    const before = Date.now();
    socket.fire('connect');
    expect(listener).toHaveBeenCalledWith('connected', expect.any(Number));
    expect(listener.mock.calls[0]?.[1]).toBeGreaterThanOrEqual(before);
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(listener).toHaveBeenCalledTimes(2);
    stopListening();
  });

  it.each([
    ['refuses the token', (socket: FakeSocket) => socket.refuse('SESSION_EXPIRED')],
    [
      'closes the socket',
      (socket: FakeSocket) => socket.fire('disconnect', 'io server disconnect'),
    ],
  ])(
    'when the server %s, lets the listeners check the session before one more try',
    async (_case, refuse) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      signIn();
      stop = startRealtime();
      const socket = await openedSocket();
      socket.fire('connect');
      let checked = false;
      const stopListening = onResync(async (reason) => {
        expect(reason).toBe('refused');
        await Promise.resolve();
        checked = true;
      });

      vi.useFakeTimers();
      refuse(socket);
      await vi.waitFor(() => expect(checked).toBe(true));
      expect(socket.connect).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(8_000);
      expect(socket.connect).toHaveBeenCalledTimes(1);
      stopListening();
    },
  );

  it('stays shut when the check signed the user out (the API answered 401)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn();
    stop = startRealtime();
    const socket = await openedSocket();
    const stopListening = onResync(() => clearSession());

    vi.useFakeTimers();
    socket.refuse('SESSION_EXPIRED');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(socket.connect).not.toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalled();
    stopListening();
  });

  it('leaves network failures to Socket.IO’s own reconnection', async () => {
    signIn();
    stop = startRealtime();
    const socket = await openedSocket();
    const listener = vi.fn();
    const stopListening = onResync(listener);
    socket.fire('connect_error', new Error('websocket error'));
    expect(listener).not.toHaveBeenCalled();
    stopListening();
  });
});
