import type { AddressInfo } from 'node:net';
import { REALTIME_PATH } from '@bilim/contract/realtime';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { buildSignedInUser } from '../test/factories';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => t?.close());

/** A client as the web app opens it: WebSocket only, the token in the handshake. */
function connect(options: { token?: string; headers?: Record<string, string> } = {}) {
  const socket = io(base, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    ...(options.token && { auth: { token: options.token } }),
    ...(options.headers && { extraHeaders: options.headers }),
  });
  sockets.push(socket);
  return socket;
}

/** Resolves when connected, rejects with the server's reason when refused. */
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

/** Everything a socket receives, by event name. */
function recorder(socket: Socket) {
  const events: Array<{ name: string; payload: unknown }> = [];
  socket.onAny((name: string, payload: unknown) => events.push({ name, payload }));
  return events;
}

describe('the handshake', () => {
  it('refuses a socket without a token, or with one that is not a live session', async () => {
    await expect(connected(connect())).rejects.toThrow('SESSION_EXPIRED');
    await expect(connected(connect({ token: 'made-up-token' }))).rejects.toThrow('SESSION_EXPIRED');
  });

  it('refuses a revoked token', async () => {
    const { token, auth } = await buildSignedInUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth });
    await expect(connected(connect({ token }))).rejects.toThrow('SESSION_EXPIRED');
  });

  it('takes the token from the Authorization header too', async () => {
    const { token } = await buildSignedInUser(t.db);
    await connected(connect({ headers: { authorization: `Bearer ${token}` } }));
  });

  it('refuses pages of another site (Origin), and accepts the site’s own', async () => {
    const { token } = await buildSignedInUser(t.db);
    await expect(
      connected(connect({ token, headers: { origin: 'https://evil.example' } })),
    ).rejects.toThrow();
    await connected(connect({ token, headers: { origin: 'http://bilim.test' } }));
  });
});

describe('pushes', () => {
  it('bring a top-up confirmed on the sandbox to the user’s sockets as notification and balance', async () => {
    const { token, auth } = await buildSignedInUser(t.db);
    const stranger = await buildSignedInUser(t.db);
    const tabs = [connect({ token }), connect({ token })];
    const theirs = connect({ token: stranger.token });
    await Promise.all([...tabs, theirs].map(connected));
    const [first, second, others] = [recorder(tabs[0]!), recorder(tabs[1]!), recorder(theirs)];

    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/account/pay',
      headers: auth,
      payload: { payment: 1_500_000 },
    });
    expect(pay.statusCode).toBe(201);
    const reference = /\/pay\/sandbox\/([^?]+)/.exec(pay.json().data.checkout_url)?.[1];
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${reference}/confirm`,
    });
    expect(confirm.statusCode).toBe(303);
    await t.drain();

    for (const events of [first, second]) {
      await expect
        .poll(() => events.map((event) => event.name).sort())
        .toEqual(['balance', 'notification']);
      expect(events.find((event) => event.name === 'balance')?.payload).toMatchObject({
        balance: 1_500_000,
        currency: 'KZT',
        badge: 'neutral',
      });
      expect(events.find((event) => event.name === 'notification')?.payload).toMatchObject({
        kind: 'balance_topped_up',
        subject: 'balance',
        check_dt: null,
        params: { amount: 1_500_000, balance: 1_500_000 },
      });
    }
    expect(others).toEqual([]);
  });
});

describe('ending a session', () => {
  it('closes its sockets at logout', async () => {
    const { token, auth } = await buildSignedInUser(t.db);
    const socket = connect({ token });
    await connected(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth });
    expect(logout.statusCode).toBe(204);
    await t.drain();
    expect(await closed).toBe('io server disconnect');
  });

  it('closes the other sessions’ sockets when the password changes, not this one’s', async () => {
    const { user, token, auth } = await buildSignedInUser(t.db);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: user.email, password: user.password },
    });
    const other = connect({ token: elsewhere.json().access_token });
    const mine = connect({ token });
    await Promise.all([other, mine].map(connected));
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile/password',
      headers: auth,
      payload: { current_password: user.password, password: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    await t.drain();
    await expect.poll(() => other.connected).toBe(false);
    // The password change signs in afresh: this tab's old session ends too, so it closes.
    await expect.poll(() => mine.connected).toBe(false);
    const fresh = connect({ token: changed.json().access_token });
    await connected(fresh);
  });
});
