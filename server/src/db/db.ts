import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  getTableName,
  sql,
  type Column,
  type ExtractTablesWithRelations,
  type SQL,
} from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import {
  PgDialect,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTransaction,
} from 'drizzle-orm/pg-core';
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

/**
 * A column of the outer query named with its table, for a correlated subquery: drizzle writes
 * a one-table select's columns bare, and a bare name inside the subquery means the subquery's own
 * column of that name (`where "city_id" = "id"` compares a slide's city with the slide's id).
 */
export const outerColumn = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

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

/** The work waiting for the commit of the transaction under way (in its async context). */
const commitScope = new AsyncLocalStorage<Set<() => void>>();

/**
 * Runs `work` once the transaction under way commits, at once outside a transaction, never for
 * one rolled back (what only makes sense once the change is visible: waking the outbox
 * processor). The same `work` queued twice runs once.
 */
export function afterCommit(work: () => void): void {
  const pending = commitScope.getStore();
  if (pending) pending.add(work);
  else work();
}

/**
 * The database with `afterCommit` working: each top-level `transaction` runs in a scope of its
 * own and, once it has committed, runs what was queued in it (savepoints join their transaction's).
 */
function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    const pending = new Set<() => void>();
    const result = await commitScope.run(pending, () => transaction(work, config));
    // Outside any transaction's scope: what it starts (a processor's pass) belongs to none.
    for (const queued of pending) commitScope.exit(queued);
    return result;
  };
  return db;
}

const dialect = new PgDialect();

/**
 * Raw SQL of fixed shape (values as `sql.placeholder`s), prepared like `preparedStatement`, for
 * what the query builders cannot say in one statement (a send's data-modifying CTEs). Answers the
 * driver's rows as they come: snake_case names, and on PostgreSQL bigints and timestamps as text.
 */
export function preparedSql<Row>(
  name: string,
  query: SQL,
): (db: Executor, values: Record<string, unknown>) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const prepare = preparedStatement(name, (db) => ({
    prepare: (statementName: string) =>
      db._.session.prepareQuery(built, undefined, statementName, false),
  }));
  return async (db, values) => {
    const result = (await prepare(db).execute(values)) as unknown as { rows: Row[] };
    return result.rows;
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
      db: withCommitHooks(db as unknown as Db),
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
    db: withCommitHooks(db as unknown as Db),
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withLock: (key, work) => inTurn(() => holdingLock(client, key, work)),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}

/** The SQLSTATE of a unique violation, as both drivers report it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
