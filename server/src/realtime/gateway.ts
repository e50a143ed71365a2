import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import type { RealtimeEventName, RealtimeEvents } from '@bilim/contract/realtime';
import { rolesGrant } from '@bilim/contract/permissions';
import { REALTIME_PATH } from '@bilim/contract/realtime';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { Server, type ServerOptions } from 'socket.io';
import type { Config } from '../config';
import type { SignedInActor } from '../domains/auth/sessions';

/** The private room of a user: every tab and device of theirs joins it. */
export const userRoom = (userId: number) => `user-${userId}`;
/**
 * The support team's room: sockets of users holding `answer:support_chat` join it, so a message
 * to support reaches whoever on the team has the queue open, on any instance.
 */
export const SUPPORT_ROOM = 'support-chats';
/** The room of one session's sockets, closed when the session ends. */
export const sessionRoom = (sessionId: number) => `session-${sessionId}`;

export interface RealtimeLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The live channel to signed-in users (spec §4, §7): Socket.IO on the app's own port, WebSocket
 * transport only. Pushes go to a user's room from whichever process carries out the event; the
 * adapter brings them to the sockets held by the others.
 */
export interface RealtimeGateway {
  /** Sends an event to every socket of a user, on any instance. */
  toUser<E extends RealtimeEventName>(userId: number, event: E, payload: RealtimeEvents[E]): void;
  /** Sends an event to every socket of the support team (`SUPPORT_ROOM`), on any instance. */
  toSupport<E extends RealtimeEventName>(event: E, payload: RealtimeEvents[E]): void;
  /** Closes every socket of these sessions, on any instance (logout, revoked tokens). */
  disconnectSessions(sessionIds: readonly number[]): void;
  /** Which adapter carries pushes between instances. */
  readonly adapter: 'redis' | 'postgres' | 'memory';
  close(): Promise<void>;
}

/** What the handshake needs: the signed-in user of a bearer token (null when none is live). */
export type SessionLookup = (token: string) => Promise<SignedInActor | undefined>;

/** The bearer token of a handshake: `auth.token`, else the `Authorization: Bearer` header. */
export function handshakeToken(handshake: {
  auth: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}): string | undefined {
  const fromAuth = handshake.auth.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0)
    return fromAuth.replace(/^Bearer\s+/i, '');
  return /^Bearer\s+(.+)$/i.exec(handshake.headers.authorization ?? '')?.[1]?.trim();
}

/**
 * Browsers send an Origin with every WebSocket: only the site's own (PUBLIC_URL, or the address
 * the request came to) may open one. Clients without an Origin (apps, the benchmark) carry a
 * bearer token they could only have from signing in, so they pass.
 */
export function originAllowed(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === new URL(publicUrl).host || host === request.headers.host;
}

interface GatewayOptions {
  config: Pick<Config, 'publicUrl' | 'redisUrl' | 'databaseUrl'>;
  lookup: SessionLookup;
  log: RealtimeLogger;
  registry: Registry;
  /** How often sockets of expired sessions are looked for. */
  sweepMs?: number;
}

/** How @socket.io/postgres-adapter sends a push to the other instances, one statement each. */
const ADAPTER_NOTIFY = 'SELECT pg_notify($1, $2)';

interface WaitingNotify {
  channel: string;
  payload: string;
  done: { resolve: () => void; reject: (error: unknown) => void };
}

/**
 * The PostgreSQL adapter sends every push as its own `SELECT pg_notify`, a transaction each, and
 * PostgreSQL lets one notifying transaction commit at a time: a busy chat queued its pushes
 * behind each other. The pool handed to the adapter gathers the notifies asked for in one turn
 * of the event loop into one statement (one commit, delivered in the order asked); every other
 * query passes through.
 */
export function gatheringNotifies(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
  let waiting: WaitingNotify[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    query(
      'select pg_notify(channel, payload) from unnest($1::text[], $2::text[]) as t(channel, payload)',
      [batch.map((notify) => notify.channel), batch.map((notify) => notify.payload)],
    ).then(
      () => batch.forEach((notify) => notify.done.resolve()),
      (error: unknown) => batch.forEach((notify) => notify.done.reject(error)),
    );
  };
  const notify = (channel: string, payload: string) =>
    new Promise<void>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ channel, payload, done: { resolve, reject } });
    });
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return (text: unknown, values?: unknown[]) =>
        text === ADAPTER_NOTIFY && Array.isArray(values)
          ? notify(String(values[0]), String(values[1]))
          : query(text as string, values);
    },
  });
}

/** The adapter of this run mode: Redis when REDIS_URL is set, else PostgreSQL, else memory. */
async function adapterFor(
  config: GatewayOptions['config'],
  log: RealtimeLogger,
): Promise<{
  kind: RealtimeGateway['adapter'];
  adapter?: ServerOptions['adapter'];
  close: () => Promise<void>;
}> {
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    const report = (error: Error) => log.warn({ err: error }, 'realtime redis connection error');
    pub.on('error', report);
    sub.on('error', report);
    await Promise.all([pub.connect(), sub.connect()]);
    return {
      kind: 'redis',
      adapter: createRedisAdapter(pub, sub, { key: 'bilim-realtime' }) as ServerOptions['adapter'],
      close: async () => {
        pub.disconnect();
        sub.disconnect();
      },
    };
  }
  if (config.databaseUrl) {
    const pool = gatheringNotifies(new pg.Pool({ connectionString: config.databaseUrl, max: 3 }));
    // The adapter keeps one client out of the pool to LISTEN; its errors must not stop the
    // process (the adapter reconnects when the client ends).
    pool.on('connect', (client) =>
      client.on('error', (error) => log.warn({ err: error }, 'realtime postgres client error')),
    );
    pool.on('error', () => undefined);
    return {
      kind: 'postgres',
      adapter: createPostgresAdapter(pool, {
        channelPrefix: 'bilim-realtime',
        errorHandler: (error: Error) => log.warn({ err: error }, 'realtime postgres adapter error'),
      }) as ServerOptions['adapter'],
      close: () => pool.end(),
    };
  }
  return { kind: 'memory', close: async () => undefined };
}

/**
 * Opens the gateway on the app's HTTP server: the bearer token is checked at the handshake (a
 * missing, revoked or expired one is refused with SESSION_EXPIRED), the Origin is checked, and
 * each socket joins its user's and its session's rooms. Sockets of sessions that expire are
 * closed by a periodic sweep; revoked ones by `disconnectSessions`.
 */
export async function createRealtimeGateway(
  server: HttpServer,
  options: GatewayOptions,
): Promise<RealtimeGateway> {
  const { config, lookup, log } = options;
  const transport = await adapterFor(config, log);
  const io = new Server(server, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    serveClient: false,
    // Without polling no sticky sessions are needed behind a load balancer.
    allowUpgrades: false,
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (request, callback) => {
      const allowed = originAllowed(request, config.publicUrl);
      callback(allowed ? null : 'Origin not allowed', allowed);
    },
    ...(transport.adapter && { adapter: transport.adapter }),
  });

  io.use((socket, next) => {
    const token = handshakeToken(socket.handshake);
    if (!token) return next(new Error('SESSION_EXPIRED'));
    lookup(token).then(
      (user) => {
        if (!user) return next(new Error('SESSION_EXPIRED'));
        socket.data.userId = user.id;
        socket.data.sessionId = user.sessionId;
        socket.data.expiresAt = user.expiresAt.getTime();
        const rooms = [userRoom(user.id), sessionRoom(user.sessionId)];
        if (rolesGrant(user.roles, 'answer:support_chat')) rooms.push(SUPPORT_ROOM);
        void socket.join(rooms);
        next();
      },
      (error: unknown) => {
        log.warn({ err: error }, 'realtime handshake failed');
        next(new Error('SERVER_ERROR'));
      },
    );
  });

  new Gauge({
    name: 'realtime_sockets',
    help: 'Sockets connected to this process',
    registers: [options.registry],
    collect() {
      this.set(io.of('/').sockets.size);
    },
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const socket of io.of('/').sockets.values()) {
      if (typeof socket.data.expiresAt === 'number' && socket.data.expiresAt <= now) {
        socket.disconnect(true);
      }
    }
  }, options.sweepMs ?? 60_000);
  sweep.unref();

  log.info({ adapter: transport.kind }, 'realtime gateway open');
  return {
    adapter: transport.kind,
    toUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    toSupport(event, payload) {
      io.to(SUPPORT_ROOM).emit(event, payload);
    },
    disconnectSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    async close() {
      clearInterval(sweep);
      options.registry.removeSingleMetric('realtime_sockets');
      // Not io.close(): that would close the HTTP server, which is Fastify's to close.
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await transport.close();
    },
  };
}
