import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmEmail, uniqueEmail } from './browser';
import { startBuiltServer, type RunningServer } from './server-process';

// Several server processes of the built app, as production runs them: the outbox's side effects
// survive a crash, and pushes reach sockets held by another process than the one that made them.

const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something listens on host:port (the suites using it are skipped otherwise). */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connectTcp(Number(port), hostname);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
const postgresAnswers = await answers(POSTGRES);
const redisAnswers = await answers(REDIS);

const running: RunningServer[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = await startBuiltServer({ DEMO_DATA: '0', AUTH_RATE_LIMIT_MAX: '1000', ...env });
  running.push(server);
  return server;
}

/** A fresh data directory (uploads, the mail outbox) for one test, removed at the end. */
async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bilim-scale-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** A fresh PostgreSQL database for one test, dropped at the end. */
async function freshDatabase(): Promise<string> {
  const name = `bilim_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

async function call(
  server: RunningServer,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const answer = await fetch(`${server.baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  const json = (text ? JSON.parse(text) : {}) as {
    access_token?: string;
    data?: { checkout_url?: string };
  };
  return { status: answer.status, json };
}

async function register(server: RunningServer) {
  const user = {
    name: 'Aigerim Bekova',
    email: uniqueEmail('scale'),
    password: 'scale-password-1',
  };
  const answer = await call(server, 'POST', '/api/register', user);
  expect(answer.status).toBe(201);
  return { ...user, token: String(answer.json.access_token) };
}

/** A socket to one server, as the web app opens it, recording what it receives. */
async function socketTo(server: RunningServer, token: string) {
  const socket: Socket = io(server.baseUrl, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  const received: string[] = [];
  socket.onAny((name: string) => received.push(name));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  cleanups.push(async () => void socket.disconnect());
  return { socket, received };
}

/** Tops up through the sandbox on `server`: the checkout, then its Confirm. */
async function topUp(server: RunningServer, token: string, amount: number) {
  const pay = await call(server, 'POST', '/api/account/pay', { payment: amount }, token);
  expect(pay.status).toBe(201);
  const reference = /\/pay\/sandbox\/([^?]+)/.exec(String(pay.json.data?.checkout_url))?.[1];
  const confirm = await fetch(`${server.baseUrl}/pay/sandbox/${reference}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(confirm.status).toBe(303);
}

const adapters = [
  { name: 'PostgreSQL', env: {} as Record<string, string>, available: postgresAnswers },
  { name: 'Redis', env: { REDIS_URL: REDIS }, available: postgresAnswers && redisAnswers },
];

describe.each(adapters)('two server processes on one PostgreSQL, through $name', (adapter) => {
  it.skipIf(!adapter.available)(
    'bring an event caused on one to sockets on both, and a logout on one closes them all',
    async () => {
      const dataDir = await freshDataDir();
      const env = { DATABASE_URL: await freshDatabase(), DATA_DIR: dataDir, ...adapter.env };
      const [one, two] = await Promise.all([start(env), start(env)]);
      const user = await register(one);
      // Paying needs a confirmed e-mail: its link is in the outbox the two processes share.
      await confirmEmail(user.email, { baseUrl: one.baseUrl, dataDir });
      // Whichever process carries the event out, one of these sockets is held by the other.
      const onOne = await socketTo(one, user.token);
      const onTwo = await socketTo(two, user.token);

      await topUp(one, user.token, 1_000_000);
      for (const socket of [onOne, onTwo]) {
        await expect
          .poll(() => [...socket.received].sort(), { timeout: 10_000 })
          .toEqual(['balance', 'notification']);
      }

      const closed = [onOne, onTwo].map(
        ({ socket }) => new Promise<string>((resolve) => socket.once('disconnect', resolve)),
      );
      expect((await call(two, 'POST', '/api/logout', undefined, user.token)).status).toBe(204);
      expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    },
  );
});

/**
 * An SMTP server whose answer to a letter can be held back (a mail server that hangs), so a
 * process can be killed while it is sending.
 */
async function startMailServer() {
  const letters: string[] = [];
  let hang = true;
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      started += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (hang) return; // never answers: the sender waits until it dies
        letters.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  // The sender is killed mid-letter on purpose: its connection's reset (ECONNRESET) is expected.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${port}`,
    letters,
    started: () => started,
    answer: () => {
      hang = false;
    },
  };
}

/** The confirmation link's token in a letter (quoted-printable soft breaks undone). */
const linkIn = (letter: string) =>
  /\/email-confirm\/([A-Za-z0-9_.-]+)/.exec(letter.replace(/=\r?\n/g, ''))?.[1];

const engines = [
  { name: 'the embedded database', available: true },
  { name: 'PostgreSQL', available: postgresAnswers },
];

describe.each(engines)('a process killed while sending a letter, on $name', (engine) => {
  it.skipIf(!engine.available)(
    'sends it after the restart, once, with a link that works',
    async () => {
      const mail = await startMailServer();
      const env: Record<string, string> = {
        DATA_DIR: await freshDataDir(),
        SMTP_URL: mail.url,
        // A taken event goes back to the others 2 s after its process died (60 s by default).
        OUTBOX_LEASE_MS: '2000',
        ...(engine.name === 'PostgreSQL' && { DATABASE_URL: await freshDatabase() }),
      };
      const before = await start(env);
      // Registration sends the letter with the link that confirms the e-mail.
      await register(before);

      // The letter is on its way (the mail server has it and holds its answer back): kill -9.
      await expect.poll(mail.started, { timeout: 10_000 }).toBe(1);
      await before.crash();
      expect(mail.letters).toHaveLength(0);

      mail.answer();
      const after = await start(env);
      await expect.poll(() => mail.letters.length, { timeout: 20_000 }).toBe(1);
      const token = linkIn(mail.letters[0] ?? '');
      expect(token).toBeDefined();
      const confirmed = await call(after, 'POST', '/api/email-confirmation/confirm', { token });
      expect(confirmed.status).toBe(200);
      // Delivered once: nothing more arrives.
      await new Promise((wait) => setTimeout(wait, 3000));
      expect(mail.letters).toHaveLength(1);
    },
  );
});
