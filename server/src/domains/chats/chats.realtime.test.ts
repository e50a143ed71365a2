import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startChatAnswer } from '@bilim/contract/chats';
import { REALTIME_PATH } from '@bilim/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, firstAccountOf } from '../../test/listings-factories';
import { seedDictionaries } from '../dictionaries/dictionaries.seed';
import type { Db } from '../../db/db';

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

const urlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A socket as the web app opens it (WebSocket only, the token in the handshake), connected. */
async function connect(base: string, token: string): Promise<Socket> {
  const socket = io(base, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Everything a socket receives, by event name. */
function recorder(socket: Socket) {
  const events: Array<{ name: string; payload: Record<string, unknown> }> = [];
  socket.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }));
  return events;
}

/** A provider with a published card and a family, signed in on `db`. */
async function parties(db: Db) {
  const provider = await buildSignedInUser(db);
  const account = await firstAccountOf(db, provider.user.id);
  const card = await buildCard(db, { accountId: account.id, state: 'published' });
  const family = await buildSignedInUser(db);
  return { provider, card, family };
}

describe('live chat on one server', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = urlOf(t.app);
  });
  afterAll(async () => t?.close());

  it('brings a message to the other party and the sender’s other tabs (chat.message), each in their own view', async () => {
    const { provider, card, family } = await parties(t.db);
    const stranger = await buildSignedInUser(t.db);
    const [providerTab, familyOtherTab, strangerTab] = await Promise.all([
      connect(base, provider.token),
      connect(base, family.token),
      connect(base, stranger.token),
    ]);
    const toProvider = recorder(providerTab);
    const toFamily = recorder(familyOtherTab);
    const toStranger = recorder(strangerTab);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: family.auth,
      payload: { card_id: card.id, msg: 'Is the trial lesson free?' },
    });
    const { chat, message } = startChatAnswer.parse(res.json()).data;
    await t.drain();

    await expect.poll(() => toProvider.length).toBe(1);
    expect(toProvider[0]).toEqual({
      name: 'chat.message',
      payload: { chat_id: chat.id, message: { ...message, status: null } },
    });
    await expect.poll(() => toFamily.length).toBe(1);
    expect(toFamily[0]).toEqual({
      name: 'chat.message',
      payload: { chat_id: chat.id, message: { ...message, status: 'sent' } },
    });
    expect(toStranger).toEqual([]);
  });

  it('tells the sender how far the reader got (chat.read), and relays typing (chat.typing)', async () => {
    const { provider, card, family } = await parties(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: family.auth,
      payload: { card_id: card.id, msg: 'Hello' },
    });
    const { chat, message } = startChatAnswer.parse(res.json()).data;
    await t.drain();
    const familyTab = recorder(await connect(base, family.token));
    const providerTab = recorder(await connect(base, provider.token));

    await t.app.inject({ method: 'GET', url: '/chats/messages', headers: provider.auth });
    await t.drain();
    await expect
      .poll(() => familyTab.filter((event) => event.name === 'chat.read').map((e) => e.payload))
      .toEqual([{ chat_id: chat.id, delivered_up_to: message.id, read_up_to: 0 }]);
    await t.app.inject({ method: 'POST', url: `/chats/${chat.id}/read`, headers: provider.auth });
    await t.drain();
    await expect
      .poll(() => familyTab.filter((event) => event.name === 'chat.read').at(-1)?.payload)
      .toEqual({ chat_id: chat.id, delivered_up_to: message.id, read_up_to: message.id });

    const typing = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/typing`,
      headers: provider.auth,
    });
    expect(typing.statusCode).toBe(204);
    await expect
      .poll(() => familyTab.find((event) => event.name === 'chat.typing')?.payload)
      .toEqual({ chat_id: chat.id, user_id: provider.user.id });
    // Not stored, not echoed to the typist.
    expect(providerTab.filter((event) => event.name === 'chat.typing')).toEqual([]);
  });

  it('tells both parties live that the chat was blocked and unblocked (chat.block), each as they read it', async () => {
    const { provider, card, family } = await parties(t.db);
    const stranger = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: family.auth,
      payload: { card_id: card.id, msg: 'Hello' },
    });
    const { chat } = startChatAnswer.parse(res.json()).data;
    await t.drain();
    const [providerTab, familyTab, strangerTab] = await Promise.all([
      connect(base, provider.token),
      connect(base, family.token),
      connect(base, stranger.token),
    ]);
    const blocks = (events: ReturnType<typeof recorder>) => () =>
      events.filter((event) => event.name === 'chat.block').map((event) => event.payload);
    const toProvider = blocks(recorder(providerTab));
    const toFamily = blocks(recorder(familyTab));
    const toStranger = blocks(recorder(strangerTab));

    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/block`,
      headers: provider.auth,
    });
    expect(blocked.statusCode).toBe(200);
    await t.drain();
    await expect.poll(toFamily).toEqual([
      {
        chat_id: chat.id,
        blocked_by_me: false,
        blocked_by_other: true,
        policies: { send: false, block: false, unblock: false },
      },
    ]);
    // The blocker's own pages too (another tab shows the notice and its Unblock).
    await expect.poll(toProvider).toEqual([
      {
        chat_id: chat.id,
        blocked_by_me: true,
        blocked_by_other: false,
        policies: { send: false, block: false, unblock: true },
      },
    ]);

    // Blocking again changes nothing and tells nobody.
    await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/block`,
      headers: provider.auth,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/unblock`,
      headers: provider.auth,
    });
    await t.drain();
    const open = {
      chat_id: chat.id,
      blocked_by_me: false,
      blocked_by_other: false,
      policies: { send: true, block: true, unblock: false },
    };
    await expect.poll(() => toFamily().at(-1)).toEqual(open);
    await expect.poll(() => toProvider().at(-1)).toEqual(open);
    expect(toFamily()).toHaveLength(2);
    expect(toProvider()).toHaveLength(2);
    expect(toStranger()).toEqual([]);
  });

  it('brings a message to support to the team’s sockets, and the answer to the user', async () => {
    const user = await buildSignedInUser(t.db);
    const staff = await buildSignedInUser(t.db, { roles: ['support'] });
    const staffTab = recorder(await connect(base, staff.token));
    const userTab = recorder(await connect(base, user.token));
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: user.auth,
      payload: { support: true, msg: 'Help' },
    });
    const chatId = started.json().data.chat.id;
    await t.drain();
    await expect
      .poll(() => staffTab.map((event) => [event.name, event.payload.chat_id]))
      .toEqual([['chat.message', chatId]]);
    await t.app.inject({
      method: 'POST',
      url: `/api/support/chats/${chatId}/messages`,
      headers: staff.auth,
      payload: { msg: 'How can we help?' },
    });
    await t.drain();
    await expect
      .poll(
        () =>
          userTab.filter((event) => event.name === 'chat.message').at(-1)?.payload.message as {
            msg: string;
            from_support: boolean;
          },
      )
      .toMatchObject({ msg: 'How can we help?', from_support: true });
  });
});

describe('live chat across server processes', () => {
  // Two apps on one PostgreSQL, as two processes behind a load balancer: the message is committed
  // through one, its event carried out by that one's outbox, and the socket held by the other.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'delivers a message sent through one to a socket held by the other',
    async () => {
      const database = await createTestDatabase();
      await seedDictionaries(database.db);
      const config = testConfig({
        DATABASE_URL: database.url ?? '',
        DATA_DIR: path.join(os.tmpdir(), `bilim-chat-instances-${process.pid}`),
      });
      const mailer = { send: async () => undefined, close: () => undefined };
      const [one, two] = [
        await buildApp({ config, db: database.db, mailer }),
        await buildApp({ config, db: database.db, mailer }),
      ];
      try {
        await Promise.all([one, two].map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
        expect(two.ctx.realtime.adapter).toBe('postgres');
        const { provider, card, family } = await parties(database.db);
        const providerTab = recorder(await connect(urlOf(two), provider.token));
        const first = await one.inject({
          method: 'POST',
          url: '/api/chats',
          headers: family.auth,
          payload: { card_id: card.id, msg: 'First' },
        });
        const chatId = first.json().data.chat.id;
        // Room membership travels between instances after a moment: keep writing until one lands.
        await expect
          .poll(
            async () => {
              await one.inject({
                method: 'POST',
                url: `/chats/${chatId}/messages`,
                headers: family.auth,
                payload: { msg: 'Are you there?' },
              });
              await one.ctx.outbox.drain();
              return providerTab.some((event) => event.name === 'chat.message');
            },
            { timeout: 10_000, interval: 300 },
          )
          .toBe(true);
        expect(providerTab[0]?.payload.chat_id).toBe(chatId);
      } finally {
        // Clients leave first, as in the other tests: a server closes once its sockets are gone.
        for (const socket of sockets.splice(0)) socket.disconnect();
        await one.close();
        await two.close();
        await database.close();
      }
    },
  );
});
