import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REALTIME_PATH } from '@bilim/contract/realtime';
import { Registry } from 'prom-client';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createTestDatabase } from '../test/db';
import { buildSignedInUser } from '../test/factories';
import { findSessionActor } from '../domains/auth/sessions';
import type { Database } from '../db/db';
import { createRealtimeGateway, type RealtimeGateway } from './gateway';

/** A real Redis for the Redis adapter (`.ci/run` sets it when one answers), like TEST_DATABASE_URL. */
const REDIS_URL = process.env.TEST_REDIS_URL;

let database: Database & { url?: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const quiet = { info: () => undefined, warn: () => undefined };

/** A gateway on an HTTP server of its own, as one server process has. */
async function instance(config: Pick<Config, 'publicUrl' | 'redisUrl' | 'databaseUrl'>) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway: RealtimeGateway = await createRealtimeGateway(server, {
    config,
    lookup: (token) => findSessionActor(database.db, token),
    log: quiet,
    registry: new Registry(),
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    gateway,
    url,
    async close() {
      await gateway.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function socketTo(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

describe.each([
  { adapter: 'postgres', redisUrl: undefined },
  { adapter: 'redis', redisUrl: REDIS_URL },
] as const)('two gateways through the $adapter adapter', ({ adapter, redisUrl }) => {
  it.skipIf(!process.env.TEST_DATABASE_URL || (adapter === 'redis' && !REDIS_URL))(
    'push to a socket held by the other, however large the push, and close its sessions',
    async () => {
      const config = { publicUrl: 'http://bilim.test', redisUrl, databaseUrl: database.url };
      const [one, two] = [await instance(config), await instance(config)];
      try {
        expect(one.gateway.adapter).toBe(adapter);
        const { user, token } = await buildSignedInUser(database.db);
        const socket = await socketTo(two.url, token);
        const received: unknown[] = [];
        socket.on('notification', (payload: unknown) => received.push(payload));

        // Room membership travels between instances after a moment.
        const small = { id: 1, kind: 'tariff_changed', params: {} };
        // Beyond PostgreSQL's 8,000 bytes of a NOTIFY: the adapter passes it through a table.
        const large = { id: 2, kind: 'tariff_downgraded', params: { note: 'x'.repeat(20_000) } };
        await expect
          .poll(
            () => {
              one.gateway.toUser(user.id, 'notification', small as never);
              return received.length > 0;
            },
            { timeout: 5000, interval: 200 },
          )
          .toBe(true);
        one.gateway.toUser(user.id, 'notification', large as never);
        await expect
          .poll(() => received.some((payload) => (payload as { id: number }).id === 2))
          .toBe(true);

        const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
        const actor = await findSessionActor(database.db, token);
        one.gateway.disconnectSessions([actor!.sessionId]);
        expect(await closed).toBe('io server disconnect');
      } finally {
        await one.close();
        await two.close();
      }
    },
  );
});
