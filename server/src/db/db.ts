import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../lib/paths';
import * as schema from './schema';
import { TEXT_SEARCH_SESSION_SETTINGS } from '../domains/catalog/text-search-settings';

/**
 * Settings every session starts with. No JIT compilation: it pays off for long analytical
 * queries, while here it only added 50–100 ms of compiling to every statement the planner
 * costs above `jit_above_cost` (counts and walks over a million cards) and the answer is
 * wanted in a few milliseconds.
 */
const SESSION_SETTINGS: Record<string, string> = { ...TEXT_SEARCH_SESSION_SETTINGS, jit: 'off' };

export type Schema = typeof schema;

/** One type for both engines: PGlite (embedded) and node-postgres (a real PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

/** Rows of a raw statement, on either engine (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const preparedNames = new Set<string>();

/**
 * A statement of fixed shape (its values given as `sql.placeholder`s), built and prepared once
 * per executor under a name of its own. On PostgreSQL each pooled connection then parses it
 * once and may keep its plan, which is most of a small query's cost; PGlite runs it as usual.
 */
export function preparedStatement<Prepared>(
  name: string,
  build: (db: Executor) => { prepare(name: string): Prepared },
): (db: Executor) => Prepared {
  // A connection knows a name by one text only: a second statement under it would fail there.
  if (preparedNames.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  preparedNames.add(name);
  const byExecutor = new WeakMap<Executor, Prepared>();
  return (db) => {
    let statement = byExecutor.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      byExecutor.set(db, statement);
    }
    return statement;
  };
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (server/drizzle). */
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the PostgreSQL advisory lock `key` (session level, on one connection of
   * its own), so instances starting together on one database take turns. Calls in this process
   * take turns too.
   */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Subscribes to a channel's `pg_notify` notices (delivered at commit); answers the way to stop.
   * On PostgreSQL one connection of its own listens, and comes back after a lost connection
   * (a notice sent while it was away is lost: listeners poll too).
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball (tests copy a migrated template this way). */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… : a real PostgreSQL through a node-postgres pool. */
  url?: string | undefined;
  /** A folder for PGlite's files; unset: PGlite in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PGlite only: start from this dumped data folder (a migrated template, in tests). */
  loadDataDir?: Blob | undefined;
}

/** One turn at a time within this process (advisory locks are re-entrant for one session). */
function createTurns() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(work, work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

interface LockClient {
  query(text: string, values: unknown[]): Promise<unknown>;
}

/** `select pg_advisory_lock` … `pg_advisory_unlock` around `work`, on one client. */
async function holdingLock<T>(client: LockClient, key: number, work: () => Promise<T>) {
  await client.query('select pg_advisory_lock($1)', [key]);
  try {
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]);
  }
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const inTurn = createTurns();
  if (options.url) {
    // The lock holds a connection of its own: the pool needs one more for the work itself.
    const pool = new pg.Pool({
      connectionString: options.url,
      // Sent with every new connection, so no query has to set them first.
      options: Object.entries(SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
      // A catalog request runs its page, its counts and its presenters' reads side by side.
      max: Math.max(2, options.poolSize ?? 20),
    });
    // An idle client whose connection the server ended (restart, failover, an administrator's
    // termination) is dropped and replaced by the pool; without a listener Node would treat
    // the event as an uncaught error and stop the process. The next query reports lasting trouble.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      withLock: (key, work) =>
        inTurn(async () => {
          const client = await pool.connect();
          let broken: Error | undefined;
          try {
            return await holdingLock(client, key, work);
          } catch (error) {
            // After a failure the client may still hold the lock: it is closed, not reused.
            broken = error instanceof Error ? error : new Error(String(error));
            throw error;
          } finally {
            client.release(broken);
          }
        }),
      listen: (channel, onNotify) => listenOnPostgres(options.url as string, channel, onNotify),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    // pg_trgm: typo-tolerant and prefix search (the real PostgreSQL has it as a contrib extension).
    extensions: { pg_trgm },
    ...(options.dataDir && { dataDir: options.dataDir }),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  await client.waitReady;
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withLock: (key, work) => inTurn(() => holdingLock(client, key, work)),
    listen: async (channel, onNotify) => client.listen(channel, () => onNotify()),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}

/** A channel name as an identifier (LISTEN takes no parameters). */
const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** LISTEN on a connection of its own, reconnecting with backoff until stopped. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = 250;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped) return;
      setTimeout(() => void reconnect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    });
    await next.connect();
    await next.query(`listen ${quoteIdentifier(channel)}`);
    client = next;
    retryMs = 250;
    // Whatever was committed while no one listened is looked for now.
    onNotify();
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
    } catch {
      setTimeout(() => void reconnect(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** The SQLSTATE of a unique violation, as both drivers report it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
