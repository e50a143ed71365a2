/**
 * Chat benchmark: pairs of users chatting at once over the realtime gateway, on one built server
 * process on PostgreSQL. Every pair has a direct chat; each second, one side of every pair sends a
 * message (`POST /chats/{id}/messages`, the sides taking turns), spread evenly over the second,
 * and the other side's socket receives it as `chat.message`, through the server's outbox and
 * gateway as in production. It prints the delivery latency from the send (the request leaving
 * this process) to the receipt on the other socket, p50 and p99 (goal: p99 under 150 ms) and
 * the p99 of each second (a backlog grows, a stall is one bad second), the answer time of the
 * send, the CPU and memory of the server and of PostgreSQL, and what a message costs the whole
 * machine in CPU. The users are a month old, as most people chatting are (a user's first day
 * writes under anti-spam limits). Run with `npm run bench:chat` (builds first).
 *
 * BENCH_PAIRS (2,000), BENCH_SECONDS (30 counted), BENCH_WARM_UP_SECONDS (10 before them),
 * BENCH_CONNECT_BATCH (250 sockets connecting at once), BENCH_HTTP_CONNECTIONS (128 keep-alive
 * connections for the sends), BENCH_REDIS_URL (the Redis adapter instead of PostgreSQL's). It
 * needs PostgreSQL on 127.0.0.1:5432 (BENCH_DATABASE_URL), where it makes a fresh database and
 * drops it afterwards, and a file limit above twice the pair count: the clients live in this
 * process, which shares the machine's CPUs with the server and PostgreSQL (its own CPU is printed
 * too).
 * For a quick try: BENCH_PAIRS=200 BENCH_SECONDS=10. BENCH_PROFILE=<folder> records a CPU profile
 * of the server during the counted seconds (`server-profiler.mjs`) and keeps it there.
 */
import { Agent, request } from 'node:http';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { startBuiltServer, type RunningServer } from '@bilim/e2e/server-process';
import type { ChatMessageEvent } from '../../contract/src/chats';
import { REALTIME_PATH } from '../../contract/src/realtime';
import { createMembers, type Member } from './members';
import { databaseUrlOf, onPostgres, postgresAdminUrl } from './postgres';
import {
  cpuSeconds,
  machineCpu,
  reportMachineLoad,
  openFilesLimit,
  percentile,
  postgresCpuSeconds,
  round,
  rssOf,
  serverPid,
  sortedOf,
  statFields,
} from './processes';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/**
 * Seconds of chatting before the counted ones: every session's first request, the server's
 * compiler and the database's plans warm up meanwhile (at 1,000 pairs that backlog takes about
 * 5 s to clear), so the counted seconds show the steady state.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 250);
const HTTP_CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 128);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? '';
/** Where the server's CPU profile of the counted run goes (relative to where npm was started). */
const PROFILE_DIR = process.env.BENCH_PROFILE
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_PROFILE)
  : undefined;
const GOAL_P99_MS = 150;
/** How long the run waits for the last messages before it counts them undelivered. */
const GRACE_MS = 10_000;
/** How often the sender looks for the messages due in the next slice of the second. */
const TICK_MS = 10;

const DATABASE = 'bilim_bench_chat';
const databaseUrl = databaseUrlOf(DATABASE);

interface Pair {
  chatId: number;
  family: Member;
  provider: Member;
}

/** One message of the run: when its send left, when its answer and its push arrived. */
interface Sent {
  counted: boolean;
  sentAt: number;
  answeredAt?: number;
  status?: number;
  receivedAt?: number;
}

const sent = new Map<string, Sent>();
let duplicates = 0;
let foreign = 0;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

/** One direct chat per pair: the family writes to the provider's account. */
async function createPairs(db: pg.Client, members: Member[]): Promise<Pair[]> {
  const families = members.filter((_, index) => index % 2 === 0);
  const providers = members.filter((_, index) => index % 2 === 1);
  const chats = await db.query<{ id: number; user_id: number }>(
    `insert into chats (kind, user_id, account_id)
     select 'direct', family, account from unnest($1::int[], $2::int[]) as t(family, account)
     returning id, user_id`,
    [families.map((member) => member.userId), providers.map((member) => member.accountId)],
  );
  const chatOf = new Map(chats.rows.map((row) => [row.user_id, row.id]));
  return families.map((family, index) => ({
    chatId: chatOf.get(family.userId)!,
    family,
    provider: providers[index]!,
  }));
}

/** A socket of a member, resolved once connected (or refused, with the reason). */
function connect(baseUrl: string, member: Member): Promise<{ socket: Socket; error?: string }> {
  const socket = io(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token: member.token },
  });
  socket.on('chat.message', (event: ChatMessageEvent) => {
    const receivedAt = performance.now();
    // The sender's own other tabs get it too; the latency is the other side's receipt.
    if (event.message.sender_id === member.userId) return;
    const record = sent.get(event.message.msg);
    if (!record) foreign += 1;
    else if (record.receivedAt !== undefined) duplicates += 1;
    else record.receivedAt = receivedAt;
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) => resolve({ socket, error: error.message }));
  });
}

/** Sends one message over the keep-alive agent; records its answer's time and status. */
function send(baseUrl: string, agent: Agent, pair: Pair, from: Member, text: string): void {
  const body = JSON.stringify({ msg: text });
  const record: Sent = { counted: false, sentAt: performance.now() };
  sent.set(text, record);
  const req = request(
    `${baseUrl}/chats/${pair.chatId}/messages`,
    {
      method: 'POST',
      agent,
      headers: {
        authorization: `Bearer ${from.token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    },
    (res) => {
      res.resume();
      res.on('end', () => {
        record.answeredAt = performance.now();
        record.status = res.statusCode;
      });
    },
  );
  req.on('error', () => {
    record.answeredAt = performance.now();
    record.status = 0;
  });
  req.end(body);
}

/** The server's use of the database so far: transactions committed (each statement outside one is one). */
async function commitsOf(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ commits: string }>(
    'select xact_commit as commits from pg_stat_database where datname = $1',
    [DATABASE],
  );
  return Number(rows[0]?.commits ?? Number.NaN);
}

async function cpuOf(pid: number | undefined, db: pg.Client) {
  return {
    at: performance.now(),
    commits: await commitsOf(db),
    server: pid === undefined ? Number.NaN : cpuSeconds((await statFields(pid)).fields),
    postgres: await postgresCpuSeconds(),
    bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    machine: (await machineCpu()).busy,
  };
}

async function main(): Promise<void> {
  const limit = await openFilesLimit();
  if (limit < PAIRS * 2 + 500 + HTTP_CONNECTIONS) {
    console.log(`The open files limit (${limit}) is too low: raise it (ulimit -n ${PAIRS * 3}).`);
    process.exitCode = 1;
    return;
  }
  const dropDatabase = `drop database if exists ${DATABASE} with (force)`;
  if (!(await onPostgres([dropDatabase, `create database ${DATABASE}`]))) {
    console.log(
      `PostgreSQL does not answer at ${new URL(postgresAdminUrl).host}: the chat benchmark needs it, skipped.`,
    );
    return;
  }
  await reportMachineLoad();
  const dataDir = await mkdtemp(join(tmpdir(), 'bilim-bench-chat-'));
  if (PROFILE_DIR) await mkdir(PROFILE_DIR, { recursive: true });
  const db = new pg.Client({ connectionString: databaseUrl });
  const agent = new Agent({ keepAlive: true, maxSockets: HTTP_CONNECTIONS });
  const sockets: Socket[] = [];
  let server: RunningServer | undefined;
  try {
    server = await startBuiltServer({
      DEMO_DATA: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      REDIS_URL,
      ...(PROFILE_DIR && {
        NODE_OPTIONS: `--import ${new URL('./server-profiler.mjs', import.meta.url).href}`,
        BENCH_PROFILE_DIR: PROFILE_DIR,
      }),
    });
    const baseUrl = server.baseUrl;
    const pid = await serverPid();
    await db.connect();
    const members = await createMembers(db, PAIRS * 2, 'bench-chat');
    // People who chat are mostly past their first day, when anti-spam limits watch new users.
    await db.query(`update users set created_at = now() - interval '30 days'`);
    const pairs = await createPairs(db, members);
    console.log(`Server up; ${pairs.length.toLocaleString('en')} pairs with a chat each`);

    const rssBefore = pid === undefined ? Number.NaN : await rssOf(pid);
    const connectStarted = performance.now();
    const failures = new Map<string, number>();
    for (let first = 0; first < members.length; first += CONNECT_BATCH) {
      const batch = members.slice(first, first + CONNECT_BATCH);
      for (const { socket, error } of await Promise.all(batch.map((m) => connect(baseUrl, m)))) {
        sockets.push(socket);
        if (error) failures.set(error, (failures.get(error) ?? 0) + 1);
      }
    }
    const connected = sockets.filter((socket) => socket.connected).length;
    console.log(
      `${connected.toLocaleString('en')} of ${members.length.toLocaleString('en')} sockets connected in ` +
        `${((performance.now() - connectStarted) / 1000).toFixed(1)} s` +
        (failures.size > 0
          ? `; failed: ${[...failures].map(([message, count]) => `${count} × ${message}`).join(', ')}`
          : ''),
    );
    if (connected === 0) throw new Error(`No socket connected:\n${server.log()}`);
    // Room joins settle before the first message.
    await sleep(2000);

    console.log(
      `Chatting: each pair one message a second for ${WARM_UP_SECONDS} s of warm-up and ${SECONDS} s counted…`,
    );
    let cpuStart = await cpuOf(pid, db);
    const started = performance.now();
    const totalSeconds = WARM_UP_SECONDS + SECONDS;
    let sequence = 0;
    for (let second = 0; second < totalSeconds; second += 1) {
      if (second === WARM_UP_SECONDS) {
        cpuStart = await cpuOf(pid, db);
        if (PROFILE_DIR && pid !== undefined) process.kill(pid, 'SIGUSR2');
      }
      const counted = second >= WARM_UP_SECONDS;
      // Spread the pairs' messages evenly over the second, a slice every TICK_MS.
      for (let slice = 0; slice < 1000 / TICK_MS; slice += 1) {
        await sleep(started + second * 1000 + slice * TICK_MS - performance.now());
        const from = Math.floor((slice * TICK_MS * pairs.length) / 1000);
        const to = Math.floor(((slice + 1) * TICK_MS * pairs.length) / 1000);
        for (const pair of pairs.slice(from, to)) {
          const sender = second % 2 === 0 ? pair.family : pair.provider;
          const text = `bench ${sequence++}`;
          send(baseUrl, agent, pair, sender, text);
          sent.get(text)!.counted = counted;
        }
      }
    }
    const sendingEnded = performance.now();
    const cpuEnd = await cpuOf(pid, db);
    if (PROFILE_DIR && pid !== undefined) process.kill(pid, 'SIGUSR2');
    const countedRecords = () => [...sent.values()].filter((record) => record.counted);
    const waitUntil = performance.now() + GRACE_MS;
    while (
      performance.now() < waitUntil &&
      countedRecords().some(
        (record) =>
          record.receivedAt === undefined && (record.status === undefined || record.status === 201),
      )
    ) {
      await sleep(100);
    }
    const rssAfter = pid === undefined ? Number.NaN : await rssOf(pid);
    // Where delivery time goes: from the message's commit to its push, as the server counts it.
    const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
    const lagOf = (part: 'sum' | 'count') =>
      Number(
        new RegExp(
          `^outbox_event_lag_seconds_${part}\\{type="chat.message_sent"\\} (\\S+)$`,
          'm',
        ).exec(metrics)?.[1] ?? Number.NaN,
      );
    const outboxLagMs = (lagOf('sum') / lagOf('count')) * 1000;

    const records = countedRecords();
    const statuses = new Map<number | 'none', number>();
    for (const record of records) {
      const status = record.status ?? 'none';
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const delivered = records.filter((record) => record.receivedAt !== undefined);
    const latencies = sortedOf(delivered.map((record) => record.receivedAt! - record.sentAt));
    const answers = sortedOf(
      records
        .filter((record) => record.answeredAt !== undefined)
        .map((record) => record.answeredAt! - record.sentAt),
    );
    const wallSeconds = (cpuEnd.at - cpuStart.at) / 1000;
    const p99 = percentile(latencies, 99);
    // Whether a slow tail is a backlog (growing second by second) or a stall (one bad second).
    const latenciesBySecond = new Map<number, number[]>();
    for (const record of delivered) {
      const second = Math.floor((record.sentAt - started) / 1000);
      const list = latenciesBySecond.get(second) ?? [];
      list.push(record.receivedAt! - record.sentAt);
      latenciesBySecond.set(second, list);
    }
    const p99BySecond = [...latenciesBySecond]
      .sort(([a], [b]) => a - b)
      .map(([, list]) => Math.round(percentile(sortedOf(list), 99)));
    const machineCores = (cpuEnd.machine - cpuStart.machine) / wallSeconds;
    // Per message the server finished in the same window (under overload, fewer than were sent).
    const answeredMeanwhile = [...sent.values()].filter(
      (record) =>
        record.answeredAt !== undefined &&
        record.answeredAt >= cpuStart.at &&
        record.answeredAt < cpuEnd.at,
    ).length;
    const cpuPerMessageMs =
      ((cpuEnd.machine - cpuStart.machine) / Math.max(1, answeredMeanwhile)) * 1000;

    console.log(
      `\n${pairs.length.toLocaleString('en')} pairs, ${connected.toLocaleString('en')} sockets, ` +
        `one server process on PostgreSQL (${REDIS_URL ? 'Redis' : 'PostgreSQL'} adapter), ` +
        `${HTTP_CONNECTIONS} keep-alive connections for the sends; ${SECONDS} s counted ` +
        `(sending took ${((sendingEnded - started) / 1000).toFixed(1)} s in all)`,
    );
    console.table([
      {
        'messages sent': records.length,
        'answers (status × count)': [...statuses]
          .map(([status, count]) => `${status} × ${count}`)
          .join(', '),
        delivered: delivered.length,
        [`not delivered ${GRACE_MS / 1000} s after the last send`]:
          records.length - delivered.length,
        duplicates,
        'not ours': foreign,
      },
    ]);
    console.log('Delivery latency, send → receipt on the other side’s socket (ms)');
    console.table([
      {
        p50: round(percentile(latencies, 50)),
        p90: round(percentile(latencies, 90)),
        p99: round(p99),
        max: round(latencies.at(-1) ?? Number.NaN),
        'send answered p50': round(percentile(answers, 50)),
        'send answered p99': round(percentile(answers, 99)),
        'outbox lag mean, whole run (commit → push)': round(outboxLagMs),
      },
    ]);
    console.log(`Delivery p99 by second of sending (ms): ${p99BySecond.join(', ')}`);
    console.log('CPU while chatting (cores busy on average) and memory');
    console.table([
      {
        server: round((cpuEnd.server - cpuStart.server) / wallSeconds, 2),
        postgres: round((cpuEnd.postgres - cpuStart.postgres) / wallSeconds, 2),
        'bench clients': round((cpuEnd.bench - cpuStart.bench) / wallSeconds, 2),
        'whole machine': round(machineCores, 2),
        'database commits per message': round(
          (cpuEnd.commits - cpuStart.commits) / Math.max(1, records.length),
          1,
        ),
        'server RSS before (MB)': round(rssBefore / 1024 / 1024),
        'server RSS after (MB)': round(rssAfter / 1024 / 1024),
      },
    ]);
    // Every process and the kernel's networking, per message: what a message costs this machine
    // (at a few hundred a second the fixed work of polls and timers weighs on it too).
    console.log(
      `The whole machine (${availableParallelism()} cores) spent ${round(cpuPerMessageMs, 2)} ms ` +
        `of CPU per message answered, ` +
        `${Math.round(answeredMeanwhile / wallSeconds).toLocaleString('en')} a second.`,
    );
    const met = Number.isFinite(p99) && p99 < GOAL_P99_MS && delivered.length === records.length;
    console.log(
      `Goal: p99 under ${GOAL_P99_MS} ms with every message delivered: ${met ? 'met' : 'NOT met'}.`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.disconnect();
    agent.destroy();
    await db.end().catch(() => undefined);
    await server?.stop();
    await onPostgres([`drop database if exists ${DATABASE} with (force)`]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
