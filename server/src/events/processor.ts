import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { AppContext } from '../context';
import { preparedSql, rowsOf, type Db } from '../db/db';
import type { EventType, StoredEvent } from './domain-events';
import { onEventsCommitted } from './emit';
import type { EventHandler } from './handlers';

export interface OutboxOptions {
  /** Events taken in one claim. */
  batchSize: number;
  /** Events of a batch worked on at once. */
  concurrency: number;
  /** After this many failed attempts an event is dead: kept, counted in /metrics, not retried. */
  maxAttempts: number;
  /** How long a taken event is left to its processor before another may take it again. */
  leaseMs: number;
  /**
   * How often the processor looks for due events: retries, delayed events, and those committed
   * by other processes (this process's own commits wake it at once).
   */
  pollMs: number;
  /** How long handled events are kept before they are deleted. */
  retentionMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  batchSize: 100,
  concurrency: 16,
  maxAttempts: 10,
  leaseMs: 60_000,
  pollMs: 1000,
  retentionMs: 7 * 24 * 60 * 60 * 1000,
};

/** The wait before attempt `attempts + 1`: 2 s, 4 s, 8 s … up to an hour, with ±20 % jitter. */
export function backoffMs(attempts: number): number {
  const base = Math.min(2 ** attempts * 1000, 60 * 60 * 1000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

export interface OutboxLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface ClaimedRow {
  id: string | number;
  type: string;
  payload: Record<string, unknown>;
  created_at: string | Date;
  attempts: number;
  handled: string[];
}

const placeholder = sql.placeholder;

/** Takes a batch of due events and leases them (see `pass`). */
const claimStatement = preparedSql<ClaimedRow>(
  'outbox_claim',
  sql`update outbox
    set attempts = attempts + 1,
        available_at = now() + ${placeholder('leaseMs')}::int * interval '1 millisecond'
    where id in (
      select id from outbox
      where state = 'pending' and available_at <= now()
      order by available_at, id
      limit ${placeholder('batchSize')}::int
      for update skip locked)
    returning id, type, payload, created_at, attempts, handled`,
);

/** Records events whose handlers all did their part. */
const doneStatement = preparedSql(
  'outbox_done',
  sql`update outbox set state = 'done', processed_at = now(), last_error = null
    where id = any(${placeholder('ids')}::bigint[])`,
);

/**
 * Carries out the effects of committed domain events: takes due events in batches
 * (`for update skip locked`, then a lease), runs every handler registered for each type that has
 * not done its part yet, and records the outcome. A failed handler is retried with backoff and
 * dead-lettered after `maxAttempts`; an event whose processor died is taken again when its lease
 * passes. Safe with several processes on one PostgreSQL (no event is taken by two at once) and
 * on PGlite. Woken by each commit of this process that adds events (`onEventsCommitted`), and
 * by a timer for retries, delayed events and other processes' events.
 */
export class OutboxProcessor {
  private readonly byType = new Map<string, EventHandler[]>();
  private readonly options: OutboxOptions;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => void) | undefined;
  private lastPrune = 0;
  /** The last pass's "done" write, still going while the next pass claims and carries out. */
  private recording: Promise<void> = Promise.resolve();
  private readonly handledCounter: Counter<'type' | 'handler' | 'outcome'>;
  private readonly deadCounter: Counter<'type'>;
  private readonly lag: Histogram<'type'>;

  constructor(
    private readonly db: Db,
    handlers: readonly EventHandler[],
    private readonly context: () => AppContext,
    private readonly log: OutboxLogger,
    registry: Registry,
    options: Partial<OutboxOptions> = {},
  ) {
    this.options = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
    const names = new Set<string>();
    for (const handler of handlers) {
      // A name is recorded on the events it handled: within a type it must say which handler.
      const key = `${handler.type} ${handler.name}`;
      if (names.has(key)) throw new Error(`Two ${handler.type} handlers are named ${handler.name}`);
      names.add(key);
      this.byType.set(handler.type, [...(this.byType.get(handler.type) ?? []), handler]);
    }
    this.handledCounter = new Counter({
      name: 'outbox_handler_runs_total',
      help: 'Event handler runs by event type, handler and outcome (ok, failed)',
      labelNames: ['type', 'handler', 'outcome'] as const,
      registers: [registry],
    });
    this.deadCounter = new Counter({
      name: 'outbox_dead_letters_total',
      help: 'Events given up after the last attempt, by type',
      labelNames: ['type'] as const,
      registers: [registry],
    });
    this.lag = new Histogram({
      name: 'outbox_event_lag_seconds',
      help: 'From an event being written to its handlers having done their part, by type',
      labelNames: ['type'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 30, 300],
      registers: [registry],
    });
    const counts = async () =>
      rowsOf<{ state: string; count: string }>(
        db,
        sql`select state, count(*) as count from outbox where state in ('pending', 'dead') group by state`,
      );
    new Gauge({
      name: 'outbox_events',
      help: 'Events waiting (pending) and given up (dead)',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        const rows = await counts().catch(() => []);
        this.reset();
        this.set({ state: 'pending' }, 0);
        this.set({ state: 'dead' }, 0);
        for (const row of rows) this.set({ state: row.state }, Number(row.count));
      },
    });
  }

  /** Starts processing: at once, on every commit of this process that adds events, and on the poll timer. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = onEventsCommitted(() => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops taking events and waits for the batch under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.unlisten?.();
    this.unlisten = undefined;
    await this.running;
    await this.recording;
  }

  /**
   * Processes every event due now, until none is left (tests and scripts; the running processor
   * does this on its own). Answers how many events were taken.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const taken = await this.pass();
      if (taken === 0) {
        await this.recording;
        return total;
      }
      total += taken;
    }
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop()
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again) this.wake();
      });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      // A full batch may have left more behind; a partial one took everything due, and what
      // commits meanwhile wakes it again (`again`), so no empty claim follows each pass.
      while (!this.stopped && (await this.pass()) === this.options.batchSize);
    } while (this.again && !this.stopped);
    if (Date.now() - this.lastPrune > 60 * 60 * 1000) {
      this.lastPrune = Date.now();
      await this.prune();
    }
  }

  /** Takes one batch of due events and carries it out; answers how many were taken. */
  private async pass(): Promise<number> {
    const { batchSize, leaseMs } = this.options;
    // An ordered index scan, never a bitmap one: every handled event leaves dead entries in the
    // pending index until vacuum, and only a plain index scan marks them dead as it passes and
    // stops at the batch. A bitmap scan revisits every dead entry's row at each claim (measured:
    // ~1,000 buffers a claim in a busy chat run, against ~100).
    const rows = await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return claimStatement(tx, { leaseMs, batchSize });
    });
    if (rows.length === 0) return 0;
    const done: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        if (row && (await this.carryOut(row))) done.push(Number(row.id));
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(this.options.concurrency, rows.length) }, worker),
    );
    // Recording the batch done does not hold up the next claim (its events are leased, so no one
    // takes them meanwhile): a busy outbox then waits for one database turn a pass, not two.
    // One write at a time: a pass waits for the previous pass's before starting its own.
    await this.recording;
    this.recording =
      done.length === 0
        ? Promise.resolve()
        : doneStatement(this.db, { ids: `{${done.join(',')}}` }).then(
            () => undefined,
            // Left leased: taken again when the lease ends, as after a process that died
            // before this write (delivery is at least once either way).
            (error: unknown) => this.log.error({ err: error }, 'outbox done write failed'),
          );
    return rows.length;
  }

  /** Runs the handlers of one event still to do; true when all have done their part. */
  private async carryOut(row: ClaimedRow): Promise<boolean> {
    const event = {
      id: Number(row.id),
      type: row.type as EventType,
      payload: row.payload,
      createdAt: new Date(row.created_at),
      attempts: row.attempts,
    } as StoredEvent;
    const handled = new Set(row.handled);
    const todo = (this.byType.get(row.type) ?? []).filter((h) => !handled.has(h.name));
    const ctx = this.context();
    const outcomes = await Promise.allSettled(todo.map((handler) => handler.handle(event, ctx)));
    const failures: string[] = [];
    outcomes.forEach((outcome, index) => {
      const handler = todo[index];
      if (!handler) return;
      const labels = { type: row.type, handler: handler.name };
      if (outcome.status === 'fulfilled') {
        handled.add(handler.name);
        this.handledCounter.inc({ ...labels, outcome: 'ok' });
      } else {
        this.handledCounter.inc({ ...labels, outcome: 'failed' });
        const error: unknown = outcome.reason;
        failures.push(`${handler.name}: ${error instanceof Error ? error.message : String(error)}`);
        this.log.warn(
          { err: error, eventId: event.id, type: row.type, handler: handler.name },
          'event handler failed',
        );
      }
    });
    if (failures.length === 0) {
      this.lag.observe({ type: row.type }, (Date.now() - event.createdAt.getTime()) / 1000);
      return true;
    }
    const dead = row.attempts >= this.options.maxAttempts;
    const retryAt = new Date(Date.now() + backoffMs(row.attempts));
    await this.db.execute(
      sql`update outbox
        set handled = ${`{${[...handled].map((name) => `"${name}"`).join(',')}}`}::text[],
            last_error = ${failures.join('\n').slice(0, 4000)},
            available_at = ${retryAt.toISOString()}::timestamptz,
            state = ${dead ? 'dead' : 'pending'}
        where id = ${event.id}`,
    );
    if (dead) {
      this.deadCounter.inc({ type: row.type });
      this.log.error(
        { eventId: event.id, type: row.type, attempts: row.attempts, failures },
        'event dead-lettered after its last attempt',
      );
    }
    return false;
  }

  /** Deletes handled events older than the retention (dead ones stay for people to look at). */
  private async prune(): Promise<void> {
    const before = new Date(Date.now() - this.options.retentionMs);
    await this.db.execute(
      sql`delete from outbox where state = 'done' and processed_at < ${before.toISOString()}::timestamptz`,
    );
  }
}
