/**
 * Realtime benchmark: 10,000 Socket.IO clients on one built server process on PostgreSQL. It
 * measures how fast they connect, the server's memory per socket, and how long a notification
 * takes from the commit of its domain event to the user's socket: one a second for 30 s (goal:
 * p99 under 100 ms), then a burst of one event for every user in one transaction. The events are
 * written into the outbox as commands write them (`emit`: a type and a JSON payload), so the
 * server's own outbox processor, notification handlers and gateway carry them out. Run with
 * `npm run bench:realtime` (builds first).
 *
 * It needs PostgreSQL on 127.0.0.1:5432 (BENCH_DATABASE_URL), where it makes a fresh database
 * and drops it afterwards, and a file limit above the socket count (`ulimit -n`): the clients
 * live in this process. For a quick try: BENCH_SOCKETS=500 BENCH_STEADY_SECONDS=5;
 * BENCH_CONNECT_BATCH sets how many sockets connect at once (250). To find where time goes:
 * BENCH_EMAIL=0 has every user turn e-mail off for this kind (by default an adjustment is also
 * e-mailed: written to .eml files, as without SMTP_URL), BENCH_REDIS_URL runs the gateway on the
 * Redis adapter instead of PostgreSQL's, and BENCH_PROFILE=<folder> records a CPU profile of the
 * server during the burst (`server-profiler.mjs`), keeps it there and prints its hot spots.
 * The machine's other load is measured too: figures taken while other work runs are worse.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { startBuiltServer, type RunningServer } from '@bilim/e2e/server-process';
import type { Notification } from '../../contract/src/notifications';
import { REALTIME_PATH } from '../../contract/src/realtime';
import { createMembers, type Member } from './members';
import { databaseUrlOf, onPostgres, postgresAdminUrl } from './postgres';
import {
  percentile,
  sortedOf,
  round,
  statFields,
  cpuSeconds,
  serverPid,
  postgresCpuSeconds,
  rssOf,
  openFilesLimit,
  machineCpu,
  reportMachineLoad,
} from './processes';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 30);
const CONNECT_BATCH = Number(process.env.BENCH_CONNECT_BATCH ?? 250);
const EMAIL = process.env.BENCH_EMAIL !== '0';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? '';
/** Where the server's CPU profile of the burst goes (relative to where npm was started). */
const PROFILE_DIR = process.env.BENCH_PROFILE
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BENCH_PROFILE)
  : undefined;
const GOAL_P99_MS = 100;
/** Events before the steady run, not counted: the server's pool connects, its code warms up. */
const WARM_UP_EVENTS = 3;
/** How long a steady event may take before it counts as lost. */
const STEADY_GRACE_MS = 10_000;
/** The burst gives up when nothing arrives for this long. */
const BURST_STALL_MS = 60_000;
/** Pauses before the memory readings and between the phases (the server settles, GC runs). */
const SETTLE_MS = 3000;
/** The server's outbox lease, set here so that a claim's time can be read back from the row. */
const LEASE_MS = 60_000;

const DATABASE = 'bilim_bench_realtime';
const databaseUrl = databaseUrlOf(DATABASE);

type Phase = 'warm-up' | 'steady' | 'burst';

interface Client {
  member: Member;
  socket: Socket;
  connected: boolean;
  connectMs?: number;
  error?: string;
}

/** One event written by the bench: when it committed and when its notification arrived. */
interface Sent {
  phase: Phase;
  entryId: number;
  userId: number;
  committedAt?: number;
  committedWall?: number;
  receivedAt?: number;
  receivedWall?: number;
}

const sent = new Map<number, Sent>();
const received: Record<Phase, number> = { 'warm-up': 0, steady: 0, burst: 0 };
let wrongSocket = 0;
/** Notifications this run did not send (another process on a shared Redis, say). */
let foreign = 0;
let duplicates = 0;
let closing = false;
const disconnects = new Map<string, number>();

function elapsed(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/* ------------------------------------------------------------------ the database */

/** The benchmark's users; without e-mail, their balance notices go to the app and push only. */
async function createRealtimeMembers(db: pg.Client, count: number): Promise<Member[]> {
  const members = await createMembers(db, count, 'bench-realtime');
  if (!EMAIL) {
    await db.query(
      `insert into notification_preferences (user_id, kind, in_app, email, push)
       select unnest($1::int[]), 'balance_adjusted', true, false, true`,
      [members.map((member) => member.userId)],
    );
  }
  return members;
}

let nextEntryId = 1;
const REASON = `Realtime benchmark ${process.pid}`;

/** A `balance.adjusted` event for a member, as the ledger's adjustment emits it. */
function adjustment(member: Member, phase: Phase) {
  const entryId = nextEntryId++;
  sent.set(entryId, { phase, entryId, userId: member.userId });
  return {
    entryId,
    payload: {
      user_id: member.userId,
      account_id: member.accountId,
      account_title: `Bench User ${member.userId}`,
      entry_id: entryId,
      kind: 'adjustment',
      amount: 10_000,
      currency: 'KZT',
      balance: 10_000 * entryId,
      reason: REASON,
    },
  };
}

/** Writes events in one transaction and records when COMMIT came back. */
async function commitEvents(db: pg.Client, members: Member[], phase: Phase): Promise<number[]> {
  const events = members.map((member) => adjustment(member, phase));
  await db.query('begin');
  try {
    await db.query(
      `insert into outbox (type, payload)
       select 'balance.adjusted', value from jsonb_array_elements($1::jsonb)`,
      [JSON.stringify(events.map((event) => event.payload))],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  }
  const committedAt = performance.now();
  const committedWall = Date.now();
  for (const event of events) {
    const record = sent.get(event.entryId);
    if (record) Object.assign(record, { committedAt, committedWall });
  }
  return events.map((event) => event.entryId);
}

interface Stages {
  entryId: number;
  claimed: number;
  written: number;
  createdClaimed: number;
}

/**
 * When the server's steps happened for these events, from the rows it wrote: the claim of the
 * `balance.adjusted` event (its lease's start), the notification's transaction (the start of the
 * `notification.created` event it wrote) and that event's claim. Milliseconds since the epoch.
 */
async function stagesOf(db: pg.Client, entryIds: number[]): Promise<Map<number, Stages>> {
  const result = await db.query<{
    entry_id: string;
    claimed: number;
    written: number;
    created_claimed: number;
  }>(
    `select b.payload->>'entry_id' as entry_id,
       extract(epoch from b.available_at) * 1000 - $2::int as claimed,
       extract(epoch from c.created_at) * 1000 as written,
       extract(epoch from c.available_at) * 1000 - $2::int as created_claimed
     from outbox b
     join notifications n on n.event_id = b.id
     join outbox c on c.type = 'notification.created'
       and (c.payload->>'notification_id')::int = n.id
     where b.type = 'balance.adjusted' and (b.payload->>'entry_id')::int = any($1::int[])`,
    [entryIds, LEASE_MS],
  );
  return new Map(
    result.rows.map((row) => [
      Number(row.entry_id),
      {
        entryId: Number(row.entry_id),
        claimed: Number(row.claimed),
        written: Number(row.written),
        createdClaimed: Number(row.created_claimed),
      },
    ]),
  );
}

/* ------------------------------------------------------------------ processes */

interface CpuReading {
  at: number;
  server: number;
  postgres: number;
  bench: number;
  machine: { busy: number; all: number };
}

async function readCpu(pid: number | undefined): Promise<CpuReading> {
  const server = pid === undefined ? Number.NaN : cpuSeconds((await statFields(pid)).fields);
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    server,
    postgres: await postgresCpuSeconds(),
    bench: (usage.user + usage.system) / 1e6,
    machine: await machineCpu(),
  };
}

/* ------------------------------------------------------------------ /metrics */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

async function readMetrics(server: RunningServer): Promise<Sample[]> {
  const text = await (await fetch(`${server.baseUrl}/metrics`)).text();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

const metricValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);

/** The outbox lag histogram of one event type between two readings: count, mean, ≤ bounds. */
function lagBetween(before: Sample[], after: Sample[], type: string) {
  const diff = (name: string, labels: Record<string, string> = {}) =>
    metricValue(after, name, { type, ...labels }) - metricValue(before, name, { type, ...labels });
  const count = diff('outbox_event_lag_seconds_count');
  const sum = diff('outbox_event_lag_seconds_sum');
  const within = (le: string) =>
    count > 0
      ? `${Math.round((diff('outbox_event_lag_seconds_bucket', { le }) / count) * 100)} %`
      : '–';
  return {
    count,
    meanMs: count > 0 ? round((sum / count) * 1000) : '–',
    '≤ 50 ms': within('0.05'),
    '≤ 100 ms': within('0.1'),
    '≤ 1 s': within('1'),
    '≤ 30 s': within('30'),
  };
}

/* ------------------------------------------------------------------ the server's CPU profile */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What a frame belongs to: a package, the server's own (bundled) code, Node, or V8's states. */
function areaOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1];
  if (dependency) return dependency;
  if (frame.url.startsWith('node:')) return 'node (internals)';
  if (frame.url.endsWith('dist/main.js')) return 'server code';
  return basename(frame.url);
}

/** Prints the burst profile's self time by area and its hottest functions. */
async function printProfile(folder: string, pid: number): Promise<void> {
  const file = join(folder, `server-${pid}-1.cpuprofile`);
  let text: string | undefined;
  for (let tries = 0; tries < 50 && text === undefined; tries++) {
    text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) await sleep(200);
  }
  if (text === undefined) {
    console.log(`No CPU profile was written to ${folder}.`);
    return;
  }
  const profile = JSON.parse(text) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, { area: string; ms: number }>();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!frame) return;
    totalMs += ms;
    const area = areaOf(frame);
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${basename(frame.url)}:${frame.lineNumber + 1}`;
    const entry = byFunction.get(name) ?? { area, ms: 0 };
    entry.ms += ms;
    byFunction.set(name, entry);
  });
  const share = (ms: number) => `${((ms / totalMs) * 100).toFixed(1)} %`;
  console.log(
    `\nThe server's main thread during the burst (${(totalMs / 1000).toFixed(1)} s profiled, ` +
      `${file}): self time by area`,
  );
  console.table(
    [...byArea]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([area, ms]) => ({ area, ms: Math.round(ms), share: share(ms) })),
  );
  console.log(
    'Hottest functions (self time; (idle) is the thread waiting, mostly on the database)',
  );
  console.table(
    [...byFunction]
      .filter(([, entry]) => entry.area !== '(idle)')
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 20)
      .map(([name, entry]) => ({
        function: name,
        area: entry.area,
        ms: Math.round(entry.ms),
        share: share(entry.ms),
      })),
  );
}

/* ------------------------------------------------------------------ sockets */

function onNotification(client: Client, notification: Notification): void {
  const receivedAt = performance.now();
  const receivedWall = Date.now();
  const record = sent.get(Number(notification.params.entry_id));
  if (!record || notification.params.reason !== REASON) {
    foreign++;
    return;
  }
  if (record.userId !== client.member.userId) {
    wrongSocket++;
    return;
  }
  if (record.receivedAt !== undefined) {
    duplicates++;
    return;
  }
  record.receivedAt = receivedAt;
  record.receivedWall = receivedWall;
  received[record.phase]++;
}

/** Opens one socket as a non-browser client does (token in the handshake, no Origin). */
function connect(baseUrl: string, member: Member): Promise<Client> {
  const started = performance.now();
  const socket = io(baseUrl, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token: member.token },
    // One connection per socket (the same URL would otherwise share one manager's connection).
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
  });
  const client: Client = { member, socket, connected: false };
  socket.on('notification', (notification: Notification) => onNotification(client, notification));
  socket.on('disconnect', (reason: string) => {
    client.connected = false;
    if (!closing) disconnects.set(reason, (disconnects.get(reason) ?? 0) + 1);
  });
  return new Promise((done) => {
    socket.once('connect', () => {
      client.connected = true;
      client.connectMs = performance.now() - started;
      done(client);
    });
    socket.once('connect_error', (error: Error) => {
      client.error = error.message;
      socket.close();
      done(client);
    });
  });
}

/* ------------------------------------------------------------------ the run */

/** Waits until `done()` or until nothing arrived for `stallMs` (or `deadlineMs` passed). */
async function waitFor(
  done: () => boolean,
  options: { stallMs?: number; deadlineMs?: number; every?: () => Promise<void> },
): Promise<void> {
  const started = performance.now();
  let lastCount = -1;
  let lastChange = started;
  while (!done()) {
    await sleep(100);
    const count = received.burst + received.steady + received['warm-up'];
    if (count !== lastCount) {
      lastCount = count;
      lastChange = performance.now();
    }
    if (options.stallMs !== undefined && performance.now() - lastChange > options.stallMs) return;
    if (options.deadlineMs !== undefined && performance.now() - started > options.deadlineMs) {
      return;
    }
    await options.every?.();
  }
}

interface Delivery {
  scenario: string;
  expected: number;
  delivered: number;
  latencies: number[];
  /** From the (first) commit to the last notification that arrived, ms. */
  lastAfterMs: number;
}

function deliveryOf(scenario: string, phase: Phase): Delivery {
  const records = [...sent.values()].filter((record) => record.phase === phase);
  const latencies = records
    .filter((record) => record.receivedAt !== undefined && record.committedAt !== undefined)
    .map((record) => record.receivedAt! - record.committedAt!);
  const firstCommit = records.reduce(
    (first, record) => Math.min(first, record.committedAt ?? Infinity),
    Infinity,
  );
  const lastReceipt = records.reduce(
    (last, record) => Math.max(last, record.receivedAt ?? -Infinity),
    -Infinity,
  );
  return {
    scenario,
    expected: records.length,
    delivered: latencies.length,
    latencies: sortedOf(latencies),
    lastAfterMs: latencies.length > 0 ? lastReceipt - firstCommit : Number.NaN,
  };
}

/** Each step's share of the way, per event, in ms (p50 / p99 of each difference). */
async function stageRows(db: pg.Client, phases: Phase[]) {
  const byPhase = new Map<Phase, Array<Record<string, number>>>();
  for (const phase of phases) {
    const records = [...sent.values()].filter(
      (record) => record.phase === phase && record.receivedWall !== undefined,
    );
    const stages = await stagesOf(
      db,
      records.map((record) => record.entryId),
    );
    byPhase.set(
      phase,
      records.flatMap((record) => {
        const stage = stages.get(record.entryId);
        if (!stage || record.committedWall === undefined) return [];
        return [
          {
            claim: stage.claimed - record.committedWall,
            record: stage.written - stage.claimed,
            next: stage.createdClaimed - stage.written,
            push: record.receivedWall! - stage.createdClaimed,
            total: record.receivedWall! - record.committedWall,
          },
        ];
      }),
    );
  }
  const steps: Array<[string, string]> = [
    ['claim', 'commit → balance.adjusted claimed'],
    ['record', '→ notification transaction begun'],
    ['next', '→ notification.created claimed'],
    ['push', '→ notification on the socket'],
    ['total', 'commit → socket (wall clock)'],
  ];
  return steps.map(([key, step]) => {
    const row: Record<string, string | number> = { step };
    for (const phase of phases) {
      const values = sortedOf((byPhase.get(phase) ?? []).map((stage) => stage[key]!));
      row[`${phase} p50`] = round(percentile(values, 50));
      row[`${phase} p99`] = round(percentile(values, 99));
    }
    return row;
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const limit = await openFilesLimit();
  if (limit < SOCKETS + 500) {
    console.log(
      `The open files limit (${limit}) is too low for ${SOCKETS} sockets: raise it (ulimit -n ${SOCKETS + 1000}).`,
    );
    process.exitCode = 1;
    return;
  }
  const dropDatabase = `drop database if exists ${DATABASE} with (force)`;
  if (!(await onPostgres([dropDatabase, `create database ${DATABASE}`]))) {
    console.log(
      `PostgreSQL does not answer at ${new URL(postgresAdminUrl).host}: the realtime benchmark needs it, skipped.`,
    );
    return;
  }
  await reportMachineLoad();
  const dataDir = await mkdtemp(join(tmpdir(), 'bilim-bench-realtime-'));
  if (PROFILE_DIR) await mkdir(PROFILE_DIR, { recursive: true });
  const db = new pg.Client({ connectionString: databaseUrl });
  const monitor = new pg.Client({ connectionString: databaseUrl });
  let server: RunningServer | undefined;
  const clients: Client[] = [];
  try {
    server = await startBuiltServer({
      DEMO_DATA: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      OUTBOX_LEASE_MS: String(LEASE_MS),
      REDIS_URL,
      ...(PROFILE_DIR && {
        NODE_OPTIONS: `--import ${new URL('./server-profiler.mjs', import.meta.url).href}`,
        BENCH_PROFILE_DIR: PROFILE_DIR,
      }),
    });
    const pid = await serverPid();
    await db.connect();
    await monitor.connect();
    const members = await createRealtimeMembers(db, SOCKETS);
    console.log(
      `Server up, ${members.length.toLocaleString('en')} users with sessions (${elapsed(started)})`,
    );

    // ---- connecting
    await sleep(SETTLE_MS);
    // VmRSS of the child; without /proc, what the server's /metrics say of itself.
    const serverRss = async () =>
      pid === undefined
        ? metricValue(await readMetrics(server!), 'process_resident_memory_bytes')
        : rssOf(pid);
    const serverRssBefore = await serverRss();
    const benchRssBefore = process.memoryUsage().rss;
    const cpuConnect = await readCpu(pid);
    const connectStarted = performance.now();
    for (let first = 0; first < members.length; first += CONNECT_BATCH) {
      const batch = members.slice(first, first + CONNECT_BATCH);
      clients.push(...(await Promise.all(batch.map((member) => connect(server!.baseUrl, member)))));
      if ((first / CONNECT_BATCH) % 10 === 9) {
        const connected = clients.filter((client) => client.connected).length;
        console.log(`  ${connected.toLocaleString('en')} sockets connected (${elapsed(started)})`);
      }
    }
    const connectMs = performance.now() - connectStarted;
    const cpuConnected = await readCpu(pid);
    const connected = clients.filter((client) => client.connected);
    const failures = new Map<string, number>();
    for (const client of clients) {
      if (client.error) failures.set(client.error, (failures.get(client.error) ?? 0) + 1);
    }
    await sleep(SETTLE_MS);
    const serverRssAfter = await serverRss();
    const benchRssAfter = process.memoryUsage().rss;
    console.log(
      `${connected.length.toLocaleString('en')} of ${clients.length.toLocaleString('en')} sockets connected in ${(connectMs / 1000).toFixed(1)} s` +
        (failures.size > 0
          ? `; failed: ${[...failures].map(([message, count]) => `${count} × ${message}`).join(', ')}`
          : ''),
    );
    if (connected.length === 0) throw new Error(`No socket connected:\n${server.log()}`);
    const connectTimes = sortedOf(connected.map((client) => client.connectMs ?? Number.NaN));

    // ---- warm-up and steady load
    const pick = () => connected[Math.floor(Math.random() * connected.length)]!.member;
    for (let i = 0; i < WARM_UP_EVENTS; i++) {
      await commitEvents(db, [pick()], 'warm-up');
      await waitFor(() => received['warm-up'] > i, { deadlineMs: STEADY_GRACE_MS });
    }
    const metricsBefore = await readMetrics(server);
    console.log(`Steady: one notification a second for ${STEADY_SECONDS} s…`);
    const cpuSteady = await readCpu(pid);
    const steadyStarted = performance.now();
    const steadyCount = Math.max(1, Math.round(STEADY_SECONDS));
    for (let i = 0; i < steadyCount; i++) {
      await sleep(steadyStarted + i * 1000 - performance.now());
      await commitEvents(db, [pick()], 'steady');
    }
    await waitFor(() => received.steady >= steadyCount, { deadlineMs: STEADY_GRACE_MS });
    const cpuSteadyDone = await readCpu(pid);
    const metricsSteady = await readMetrics(server);
    await sleep(SETTLE_MS);

    // ---- burst
    console.log(
      `Burst: one transaction with an event for each of the ${connected.length.toLocaleString('en')} connected users…`,
    );
    const lastId = await db.query<{ id: string }>('select coalesce(max(id), 0) as id from outbox');
    const afterId = Number(lastId.rows[0]?.id ?? 0);
    const profiling = PROFILE_DIR !== undefined && pid !== undefined;
    if (profiling) process.kill(pid, 'SIGUSR2');
    const cpuBurst = await readCpu(pid);
    const timeline: Array<Record<string, string | number>> = [];
    const burstIds = await commitEvents(
      db,
      connected.map((client) => client.member),
      'burst',
    );
    const burstCommittedAt = sent.get(burstIds[0]!)?.committedAt ?? performance.now();
    let nextSample = burstCommittedAt + 1000;
    await waitFor(() => received.burst >= burstIds.length, {
      stallMs: BURST_STALL_MS,
      every: async () => {
        if (performance.now() < nextSample) return;
        nextSample += 1000;
        const counts = await monitor.query<{ adjusted: string; written: string; pushed: string }>(
          `select
             count(*) filter (where type = 'balance.adjusted' and state = 'done') as adjusted,
             count(*) filter (where type = 'notification.created') as written,
             count(*) filter (where type = 'notification.created' and state = 'done') as pushed
           from outbox where id > $1`,
          [afterId],
        );
        const row = counts.rows[0];
        timeline.push({
          's after commit': round((performance.now() - burstCommittedAt) / 1000),
          'balance.adjusted done': Number(row?.adjusted ?? 0),
          'notifications written': Number(row?.written ?? 0),
          'notification.created done': Number(row?.pushed ?? 0),
          'on the sockets': received.burst,
        });
      },
    });
    const cpuBurstDone = await readCpu(pid);
    if (profiling) process.kill(pid, 'SIGUSR2');
    await sleep(SETTLE_MS);
    const metricsAfter = await readMetrics(server);

    // ---- figures
    const steady = deliveryOf('steady, 1 event/s', 'steady');
    const burst = deliveryOf(`burst, ${burstIds.length} events in 1 transaction`, 'burst');
    const steadyP99 = percentile(steady.latencies, 99);
    const steadyP50 = percentile(steady.latencies, 50);

    console.log(
      `\n${SOCKETS.toLocaleString('en')} users; sockets connect ${CONNECT_BATCH} at a time; ` +
        `Socket.IO over WebSocket to one server process on PostgreSQL ` +
        `(${REDIS_URL ? 'Redis' : 'PostgreSQL'} adapter); notifications ${EMAIL ? 'also' : 'not'} e-mailed`,
    );
    console.log('\nConnections and memory');
    const perSocketKb = (before: number, after: number) =>
      round((after - before) / 1024 / connected.length);
    console.table([
      {
        sockets: clients.length,
        connected: connected.length,
        failed: clients.length - connected.length,
        'total s': round(connectMs / 1000),
        'connects/s': Math.round(connected.length / (connectMs / 1000)),
        'p50 ms': round(percentile(connectTimes, 50)),
        'p99 ms': round(percentile(connectTimes, 99)),
        'max ms': round(connectTimes.at(-1) ?? Number.NaN),
      },
    ]);
    console.table([
      {
        process: 'server',
        'RSS before MB': round(serverRssBefore / 2 ** 20),
        'RSS after MB': round(serverRssAfter / 2 ** 20),
        'KB per socket': perSocketKb(serverRssBefore, serverRssAfter),
      },
      {
        process: 'bench (clients)',
        'RSS before MB': round(benchRssBefore / 2 ** 20),
        'RSS after MB': round(benchRssAfter / 2 ** 20),
        'KB per socket': perSocketKb(benchRssBefore, benchRssAfter),
      },
    ]);

    console.log('\nNotification delivery: from COMMIT returning to the event on the socket (ms)');
    console.table(
      [steady, burst].map((row) => {
        const p99 = percentile(row.latencies, 99);
        return {
          scenario: row.scenario,
          expected: row.expected,
          delivered: row.delivered,
          'p50 ms': round(percentile(row.latencies, 50)),
          'p90 ms': round(percentile(row.latencies, 90)),
          'p99 ms': round(p99),
          'max ms': round(row.latencies.at(-1) ?? Number.NaN),
          '× steady p50': round(percentile(row.latencies, 50) / steadyP50),
          // The burst's: how long until the last one arrived, and the rate over that time.
          'last at s': row === burst ? round(row.lastAfterMs / 1000, 2) : '–',
          'events/s': row === burst ? Math.round(row.delivered / (row.lastAfterMs / 1000)) : '–',
          goal:
            row === steady
              ? `p99 < ${GOAL_P99_MS} ms: ${row.delivered === row.expected && p99 < GOAL_P99_MS ? 'held' : 'MISSED'}`
              : '',
        };
      }),
    );
    if (wrongSocket + duplicates > 0) {
      console.log(`Wrong socket: ${wrongSocket}; duplicates: ${duplicates}`);
    }
    if (foreign > 0) console.log(`Notifications this run did not send: ${foreign}`);
    if (disconnects.size > 0) {
      console.log(
        `Sockets dropped during the run: ${[...disconnects].map(([reason, count]) => `${count} × ${reason}`).join(', ')}`,
      );
    }

    console.log('\nWhere the time goes: each step of the way, ms (from the rows the server wrote)');
    console.table(await stageRows(monitor, ['steady', 'burst']));

    console.log(
      `\nCPU by phase (seconds of CPU; % of one core; the machine has ${Math.round((cpuBurstDone.machine.all - cpuConnect.machine.all) / ((cpuBurstDone.at - cpuConnect.at) / 1000))} cores)`,
    );
    const cpuRow = (phase: string, from: CpuReading, to: CpuReading) => {
      const wall = (to.at - from.at) / 1000;
      const server = to.server - from.server;
      const postgres = to.postgres - from.postgres;
      const bench = to.bench - from.bench;
      const share = (seconds: number) => `${Math.round((seconds / wall) * 100)} %`;
      const machine = to.machine.busy - from.machine.busy;
      const cores = (to.machine.all - from.machine.all) / wall;
      return {
        phase,
        'wall s': round(wall),
        'server s': round(server, 2),
        'server %': share(server),
        'postgres s': round(postgres, 2),
        'postgres %': share(postgres),
        'bench s': round(bench, 2),
        'bench %': share(bench),
        'these 3, % of all cores': `${Math.round(((server + postgres + bench) / wall / cores) * 100)} %`,
        // The whole machine, and what other processes (not these three) used meanwhile.
        'machine %': `${Math.round((machine / wall / cores) * 100)} %`,
        'others s': round(machine - server - postgres - bench, 2),
      };
    };
    console.table([
      cpuRow('connect', cpuConnect, cpuConnected),
      cpuRow('steady', cpuSteady, cpuSteadyDone),
      cpuRow('burst', cpuBurst, cpuBurstDone),
    ]);

    if (timeline.length > 0) {
      console.log('\nBurst progress (outbox rows and sockets reached, sampled every second)');
      const step = Math.max(1, Math.ceil(timeline.length / 20));
      console.table(
        timeline.filter((_, index) => index % step === 0 || index === timeline.length - 1),
      );
    }

    console.log('\nThe server’s /metrics after the run');
    console.table([
      {
        realtime_sockets: metricValue(metricsAfter, 'realtime_sockets'),
        'RSS MB': round(metricValue(metricsAfter, 'process_resident_memory_bytes') / 2 ** 20),
        'heap used MB': round(metricValue(metricsAfter, 'nodejs_heap_size_used_bytes') / 2 ** 20),
        'event loop lag p99 ms': round(
          metricValue(metricsAfter, 'nodejs_eventloop_lag_p99_seconds') * 1000,
        ),
        'CPU s': round(metricValue(metricsAfter, 'process_cpu_seconds_total')),
        'outbox pending': metricValue(metricsAfter, 'outbox_events', { state: 'pending' }),
        'outbox dead': metricValue(metricsAfter, 'outbox_events', { state: 'dead' }),
      },
    ]);
    console.log('outbox_event_lag_seconds (written → handlers done), by phase and type');
    const lagRows: Array<Record<string, string | number>> = [];
    for (const [phase, before, after] of [
      ['steady', metricsBefore, metricsSteady],
      ['burst', metricsSteady, metricsAfter],
    ] as const) {
      for (const type of ['balance.adjusted', 'notification.created']) {
        lagRows.push({ phase, type, ...lagBetween(before, after, type) });
      }
    }
    console.table(lagRows);
    const failedRuns = metricValue(metricsAfter, 'outbox_handler_runs_total', {
      outcome: 'failed',
    });
    if (failedRuns > 0) console.log(`Failed handler runs: ${failedRuns}`);

    if (profiling) await printProfile(PROFILE_DIR, pid);

    const goalHeld = steady.delivered === steady.expected && steadyP99 < GOAL_P99_MS;
    console.log(
      goalHeld
        ? `Goal holds: steady p99 ${round(steadyP99)} ms < ${GOAL_P99_MS} ms at ${connected.length.toLocaleString('en')} sockets.`
        : `Goal missed: steady p99 ${round(steadyP99)} ms (goal < ${GOAL_P99_MS} ms), ${steady.delivered}/${steady.expected} delivered.`,
    );
    const serverLog = server.log().trim();
    if (serverLog) {
      console.log(
        `\nThe server logged (last lines):\n${serverLog.split('\n').slice(-10).join('\n')}`,
      );
    }
    console.log(`Whole benchmark: ${elapsed(started)}`);
  } finally {
    closing = true;
    for (const client of clients) client.socket.disconnect();
    await server?.stop();
    await db.end().catch(() => undefined);
    await monitor.end().catch(() => undefined);
    await onPostgres([dropDatabase]);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
