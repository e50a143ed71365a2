import { describe, expect, it, vi } from 'vitest';
import pushHandler from '../../public/push-handler.js?raw';

type Listener = (event: Record<string, unknown>) => void;

/** Runs /push-handler.js in a stand-in for the service worker's global scope. */
function loadHandler(windows: { url: string; navigate?: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const clients = {
    matchAll: vi.fn(async () =>
      windows.map((client) => ({
        ...client,
        focus: vi.fn(async function (this: unknown) {
          return this;
        }),
        navigate: client.navigate ?? vi.fn(async () => undefined),
      })),
    ),
    openWindow: vi.fn(async () => undefined),
  };
  const self = {
    location: new URL('https://bilim.kz/sw.js'),
    registration: { showNotification },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', 'clients', pushHandler)(self, clients);

  /** Dispatches an event; answers the promise it handed to `waitUntil`. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { dispatch, showNotification, clients };
}

const pushOf = (data: unknown) => ({
  data: {
    json: () => (typeof data === 'string' ? JSON.parse(data) : data),
    text: () => String(data),
  },
});

describe('the service worker push handler', () => {
  it('shows a pushed message with the app icon, its tag and its page', async () => {
    const { dispatch, showNotification } = loadHandler();
    await dispatch(
      'push',
      pushOf({
        title: 'Баланс пополнен',
        body: 'Баланс пополнен на 10 000 ₸.',
        url: '/balance/history',
        tag: 'notification-7',
      }),
    );
    expect(showNotification).toHaveBeenCalledWith('Баланс пополнен', {
      body: 'Баланс пополнен на 10 000 ₸.',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: 'notification-7',
      data: { url: '/balance/history' },
    });
  });

  it('still shows something when the data is not the expected JSON', async () => {
    const { dispatch, showNotification } = loadHandler();
    await dispatch('push', pushOf('{not json'));
    expect(showNotification).toHaveBeenCalledWith(
      'Bilim',
      expect.objectContaining({ body: '{not json', data: { url: '/' } }),
    );
  });

  it('on a click, brings an open tab of the site to the page', async () => {
    const navigate = vi.fn(async () => undefined);
    const { dispatch, clients } = loadHandler([
      { url: 'https://elsewhere.example/' },
      { url: 'https://bilim.kz/catalog', navigate },
    ]);
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { url: '/tariff' } } });
    expect(close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://bilim.kz/tariff');
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no tab of the site can be navigated', async () => {
    const { dispatch, clients } = loadHandler([
      { url: 'https://bilim.kz/', navigate: () => Promise.reject(new TypeError('uncontrolled')) },
    ]);
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/events/7/show' } },
    });
    expect(clients.openWindow).toHaveBeenCalledWith('https://bilim.kz/events/7/show');
  });

  it('opens only pages of the site', async () => {
    const { dispatch, clients } = loadHandler();
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://evil.example/phish' } },
    });
    expect(clients.openWindow).toHaveBeenCalledWith('https://bilim.kz/');
  });
});
