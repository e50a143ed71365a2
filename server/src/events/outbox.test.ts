import { eq, inArray, sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/db';
import { createTestApp, type TestApp } from '../test/app';
import { emit } from './emit';
import { onEvent } from './handlers';
import { outbox } from './outbox.schema';
import { OutboxProcessor } from './processor';

/** What the test handlers saw: each run of each handler, by event id. */
const runs: Array<{ handler: string; eventId: number }> = [];
/** Events whose `flaky` handler fails, and how many more times it will. */
const failuresLeft = new Map<number, number>();

const handlers = [
  onEvent('session.revoked', 'test.steady', async (event) => {
    runs.push({ handler: 'steady', eventId: event.id });
  }),
  onEvent('session.revoked', 'test.flaky', async (event) => {
    runs.push({ handler: 'flaky', eventId: event.id });
    const left = failuresLeft.get(event.id) ?? 0;
    if (left > 0) {
      failuresLeft.set(event.id, left - 1);
      throw new Error(`flaky failure, ${left - 1} left`);
    }
  }),
];

const runsOf = (eventId: number, handler?: string) =>
  runs.filter((run) => run.eventId === eventId && (!handler || run.handler === handler)).length;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, eventHandlers: handlers, outbox: { maxAttempts: 3 } });
});
afterAll(async () => t?.close());

/** Emits one event in a transaction of its own; answers its id. */
async function emitOne(sessionIds: number[] = [1]): Promise<number> {
  return t.db.transaction(async (tx) => {
    await emit(tx, { type: 'session.revoked', payload: { session_ids: sessionIds } });
    const [row] = await tx.select({ id: sql<number>`max(${outbox.id})` }).from(outbox);
    return Number(row?.id);
  });
}

async function rowOf(id: number) {
  const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no event ${id}`);
  return row;
}

/** Makes a backed-off event due now (instead of waiting for its backoff). */
const dueNow = (id: number) =>
  t.db.update(outbox).set({ availableAt: new Date() }).where(eq(outbox.id, id));

describe('emit', () => {
  it('writes the event only when its transaction commits', async () => {
    const before = await t.db.select({ id: outbox.id }).from(outbox);
    await expect(
      t.db.transaction(async (tx) => {
        await emit(tx, { type: 'session.revoked', payload: { session_ids: [7] } });
        throw new Error('the command failed after emitting');
      }),
    ).rejects.toThrow('the command failed after emitting');
    expect(await t.db.select({ id: outbox.id }).from(outbox)).toEqual(before);
    await t.drain();
    expect(runs).toHaveLength(0);

    const id = await emitOne([7]);
    expect(await rowOf(id)).toMatchObject({
      type: 'session.revoked',
      payload: { session_ids: [7] },
      state: 'pending',
      attempts: 0,
    });
    expect(await t.drain()).toBe(1);
    expect(runsOf(id)).toBe(2);
    expect(await rowOf(id)).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect((await rowOf(id)).processedAt).toBeInstanceOf(Date);
  });
});

describe('the processor', () => {
  it('retries a failing handler with backoff, without running the others again', async () => {
    const id = await emitOne();
    failuresLeft.set(id, 1);
    await t.drain();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, handled: ['test.steady'] });
    expect(failed.lastError).toContain('test.flaky: flaky failure');
    // 2 s after the first attempt, give or take the jitter.
    expect(failed.availableAt.getTime() - Date.now()).toBeGreaterThan(1000);
    expect(await t.drain()).toBe(0);

    await dueNow(id);
    await t.drain();
    expect(await rowOf(id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(runsOf(id, 'steady')).toBe(1);
    expect(runsOf(id, 'flaky')).toBe(2);
  });

  it('dead-letters an event after its last attempt, and counts it in /metrics', async () => {
    const id = await emitOne();
    failuresLeft.set(id, 10);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await dueNow(id);
      await t.drain();
    }
    expect(await rowOf(id)).toMatchObject({ state: 'dead', attempts: 3 });
    await dueNow(id);
    expect(await t.drain()).toBe(0);
    expect(runsOf(id, 'flaky')).toBe(3);

    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/outbox_events\{state="dead"\} 1\b/);
    expect(metrics).toMatch(/outbox_dead_letters_total\{type="session.revoked"\} 1\b/);
    expect(metrics).toMatch(
      /outbox_handler_runs_total\{type="session.revoked",handler="test.flaky",outcome="failed"\} \d+/,
    );
  });

  it('takes an event again once the lease of a processor that died has passed', async () => {
    const id = await emitOne();
    // A processor took it (attempts 1, leased for a minute) and died before finishing.
    await t.db
      .update(outbox)
      .set({ attempts: 1, availableAt: new Date(Date.now() + 60_000) })
      .where(eq(outbox.id, id));
    expect(await t.drain()).toBe(0);
    await dueNow(id);
    await t.drain();
    expect(await rowOf(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('takes a batch again after its lease when recording it done failed', async () => {
    const id = await emitOne([99]);
    // The "done" write of this one event fails (it is written apart from the next claim).
    await t.db
      .execute(sql`create function outbox_refuse_done() returns trigger language plpgsql as $$
      begin
        if new.state = 'done' and new.payload -> 'session_ids' = '[99]'::jsonb then
          raise exception 'done refused';
        end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger outbox_refuse_done before update on outbox
      for each row execute function outbox_refuse_done()`);
    try {
      expect(await t.drain()).toBe(1);
      // Handled, but still leased: no one takes it before the lease passes.
      expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 1 });
      expect((await rowOf(id)).availableAt.getTime() - Date.now()).toBeGreaterThan(30_000);
      expect(await t.drain()).toBe(0);
    } finally {
      await t.db.execute(sql`drop trigger outbox_refuse_done on outbox`);
      await t.db.execute(sql`drop function outbox_refuse_done()`);
    }
    await dueNow(id);
    await t.drain();
    expect(await rowOf(id)).toMatchObject({ state: 'done', attempts: 2 });
    // At least once: the handlers ran again.
    expect(runsOf(id, 'steady')).toBe(2);
  });

  it('wakes up on the commit that adds events, without polling', async () => {
    const processor = new OutboxProcessor(
      t.db,
      handlers,
      () => t.app.ctx,
      t.app.log,
      new Registry(),
      // No poll to speak of: only the commit's own signal can wake it in time.
      { pollMs: 3_600_000 },
    );
    processor.start();
    try {
      const id = await emitOne();
      await expect.poll(async () => (await rowOf(id)).state, { timeout: 5000 }).toBe('done');
    } finally {
      await processor.stop();
    }
  });
});

describe('two processors on one database', () => {
  let second: Database | undefined;
  beforeAll(async () => {
    // On PostgreSQL a second pool, as a second server process would have; PGlite has one engine.
    if (t.database.engine === 'postgres' && 'url' in t.database && t.database.url) {
      second = await createDatabase({ url: String(t.database.url), poolSize: 5 });
    }
  });
  afterAll(async () => second?.close());

  it('carry out each event once', async () => {
    const ids = await t.db.transaction(async (tx) => {
      await emit(
        tx,
        ...Array.from({ length: 300 }, (_, n) => ({
          type: 'session.revoked' as const,
          payload: { session_ids: [n] },
        })),
      );
      const rows = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.state, 'pending'));
      return rows.map((row) => row.id);
    });
    expect(ids).toHaveLength(300);
    const processorOn = (db: typeof t.db) =>
      new OutboxProcessor(db, handlers, () => t.app.ctx, t.app.log, new Registry(), {
        batchSize: 20,
        concurrency: 4,
      });
    const [a, b] = await Promise.all([
      processorOn(t.db).drain(),
      processorOn(second?.db ?? t.db).drain(),
    ]);
    expect(a + b).toBe(300);
    if (second) expect(Math.min(a, b)).toBeGreaterThan(0);
    for (const id of ids) expect(runsOf(id, 'steady')).toBe(1);
    const states = await t.db
      .select({ state: outbox.state, attempts: outbox.attempts })
      .from(outbox)
      .where(inArray(outbox.id, ids));
    expect(states.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
  });
});
