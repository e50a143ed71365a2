/**
 * Catalog benchmark: fills a database with 100,000 cards and 20,000 events from the seeded demo
 * generator (no photos), then drives the public catalog, events, search and a card page of the
 * built app with autocannon — on the embedded database and (when it answers on 127.0.0.1:5432)
 * on PostgreSQL. Goals on PostgreSQL: p99 under 50 ms for filtered catalog pages, under 80 ms for
 * search. Run with `npm run bench:catalog` (builds first).
 *
 * For a quick try: BENCH_CARDS / BENCH_EVENTS shrink the fill; BENCH_ENGINES=postgres (or
 * pglite) measures one engine; BENCH_ONLY=<text> runs the scenarios whose name contains it;
 * BENCH_REUSE=1 keeps the PostgreSQL database after the run and measures a kept one again
 * without filling it (migrations still run, so new indexes apply).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { startBuiltServer } from '@bilim/e2e/server-process';
import { createDatabase, type Database } from '../../server/src/db/db';
import { generate, insertCards, insertEvents } from '../../server/src/domains/demo/bulk-insert';
import { createDemoProviders } from '../../server/src/domains/demo/demo-listings.seed';
import {
  ListingsGenerator,
  loadGeneratorDictionaries,
} from '../../server/src/domains/demo/listings-generator';
import { seedDictionaries } from '../../server/src/domains/dictionaries/dictionaries.seed';
import { meetsGoal, measure, printFigures, type Figures, type Scenario } from './measure';
import { databaseUrlOf, onPostgres } from './postgres';

const CARDS = Number(process.env.BENCH_CARDS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
/** Provider accounts the records are spread over: 50 people (hashing is slow) × 4 accounts. */
const PROVIDERS = { users: 50, accountsPerUser: 4 };
const SEED = 20_261_121;
const CATALOG_GOAL_MS = 50;
const SEARCH_GOAL_MS = 80;
const RUN = { connections: 10, duration: 5 };
const WARM_UP_SECONDS = 1;
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const ONLY = process.env.BENCH_ONLY;
const REUSE = process.env.BENCH_REUSE === '1';

const POSTGRES_DATABASE = 'bilim_bench_catalog';

function elapsed(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Drops the secondary indexes of cards and events (rebuilt in one go after the fill). */
async function dropListingIndexes(database: Database): Promise<IndexDefinition[]> {
  const result = (await database.db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public' and tablename in ('cards', 'events')
      and indexname not like '%_pkey'`)) as { rows: IndexDefinition[] };
  for (const index of result.rows) {
    await database.db.execute(sql.raw(`drop index "${index.name}"`));
  }
  return result.rows;
}

async function recreateIndexes(database: Database, indexes: IndexDefinition[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
}

interface Filling {
  database: Database;
  log: (line: string) => void;
  accountIds: number[];
}

/** Migrates a database and creates the provider accounts. */
async function prepare(database: Database, label: string): Promise<Filling> {
  const started = Date.now();
  const log = (line: string) => console.log(`  ${label}: ${line} (${elapsed(started)})`);
  await database.migrate();
  await seedDictionaries(database.db);
  const accountIds = await createDemoProviders(database.db, {
    ...PROVIDERS,
    prefix: 'bench-provider',
    seed: SEED,
  });
  log(`${accountIds.length} provider accounts`);
  return { database, log, accountIds };
}

/** Fills a prepared database with the seeded catalog. */
async function fill({ database, log, accountIds }: Filling): Promise<void> {
  const generator = new ListingsGenerator({
    seed: SEED,
    dictionaries: await loadGeneratorDictionaries(database.db),
    accountIds,
  });

  // PostgreSQL: two writers, and the indexes built once at the end. PGlite has one connection.
  const postgres = database.engine === 'postgres';
  const writers = postgres ? 2 : 1;
  const indexes = postgres ? await dropListingIndexes(database) : [];
  const report = (what: string, total: number) => {
    let done = 0;
    let shown = 0;
    return (rows: number) => {
      done += rows;
      if (done - shown >= total / 10 || done === total) {
        shown = done;
        log(`${what} ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
      }
    };
  };
  const cards = generate(CARDS, () => generator.card());
  const cardsProgress = report('cards', CARDS);
  await Promise.all(
    Array.from({ length: writers }, () =>
      insertCards(database.db, cards, { onProgress: cardsProgress }),
    ),
  );
  const events = generate(EVENTS, () => generator.event());
  const eventsProgress = report('events', EVENTS);
  await Promise.all(
    Array.from({ length: writers }, () =>
      insertEvents(database.db, events, { onProgress: eventsProgress }),
    ),
  );
  if (indexes.length > 0) {
    await recreateIndexes(database, indexes);
    log(`${indexes.length} indexes rebuilt`);
  }
  // A database in use is vacuumed by autovacuum, which a fresh bulk fill has not waited for:
  // without it index-only scans would still read the table.
  await database.db.execute(sql`vacuum analyze`);
  log('filled, vacuumed and analysed');
}

/** `key=value&…` with the values URL-encoded (keys such as `category[]` as they are). */
const query = (pairs: Array<[string, string | number]>) =>
  pairs.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&');

function scenarios(cardId: number, withGoals: boolean): Scenario[] {
  const catalog = withGoals ? { goalP99: CATALOG_GOAL_MS } : {};
  const search = withGoals ? { goalP99: SEARCH_GOAL_MS } : {};
  return [
    { name: 'cards: city', path: `/api/cards?${query([['city', 'almaty']])}`, ...catalog },
    {
      name: 'cards: city + category',
      path: `/api/cards?${query([
        ['city', 'almaty'],
        ['category[]', 'clubs'],
      ])}`,
      ...catalog,
    },
    {
      name: 'cards: city + category + 2 attributes',
      path: `/api/cards?${query([
        ['city', 'astana'],
        ['category[]', 'courses'],
        ['format[]', 'online'],
        ['class_type[]', 'group'],
      ])}`,
      ...catalog,
    },
    {
      name: 'cards: text',
      path: `/api/cards?${query([['text', 'робототехника']])}`,
      ...search,
    },
    {
      name: 'cards: nearest',
      path: `/api/cards?${query([
        ['city', 'almaty'],
        ['sort', 'nearest'],
        ['lat', 43.2389],
        ['lon', 76.8897],
      ])}`,
      ...catalog,
    },
    {
      name: 'cards: page 5',
      path: `/api/cards?${query([
        ['city', 'almaty'],
        ['page', 5],
      ])}`,
      ...catalog,
    },
    {
      name: 'events: upcoming in a city',
      path: `/api/events?${query([['city', 'almaty']])}`,
      ...catalog,
    },
    {
      name: 'search: школы (Russian)',
      path: `/api/search?${query([['text', 'школы']])}`,
      ...search,
    },
    {
      name: 'search: балабақ (Kazakh prefix)',
      path: `/api/search?${query([['text', 'балабақ']])}`,
      ...search,
    },
    {
      name: 'search: матиматика (typo)',
      path: `/api/search?${query([['text', 'матиматика']])}`,
      ...search,
    },
    { name: 'card page', path: `/api/cards/${cardId}`, ...catalog },
  ];
}

async function runOn(
  engine: string,
  env: Record<string, string>,
  cardId: number,
): Promise<Figures[]> {
  const server = await startBuiltServer({ DEMO_DATA: '0', AUTH_RATE_LIMIT_MAX: '100000', ...env });
  try {
    const figures: Figures[] = [];
    const chosen = scenarios(cardId, engine === 'postgres').filter(
      (scenario) => !ONLY || scenario.name.includes(ONLY),
    );
    for (const scenario of chosen) {
      // One request first: it shows what answers an error.
      const answer = await fetch(`${server.baseUrl}${scenario.path}`);
      if (!answer.ok) {
        const body = (await answer.text()).slice(0, 200);
        console.log(`  ${scenario.name}: ${answer.status} ${body}`);
      }
      // A second of load, not counted: a running server has compiled its hot code and filled
      // its caches (a fresh one would count its warming up in the first scenario's latencies).
      await measure(server.baseUrl, engine, scenario, { ...RUN, duration: WARM_UP_SECONDS });
      figures.push(await measure(server.baseUrl, engine, scenario, RUN));
    }
    return figures;
  } finally {
    await server.stop();
  }
}

/** A published card's id (the card page scenario). */
async function publishedCardId(database: Database): Promise<number> {
  const card = (await database.db.execute(
    sql`select id from cards where state = 'published' order by id limit 1 offset 1000`,
  )) as { rows: Array<{ id: number }> };
  const id = card.rows[0]?.id;
  if (id === undefined) throw new Error('no published card after the fill');
  return Number(id);
}

/** Whether the kept PostgreSQL database holds the whole catalog of this size (BENCH_REUSE). */
async function keptCatalog(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const result = await client.query<{ filled: boolean }>(
      `select (select count(*) from cards) = $1 and (select count(*) from events) = $2
         and exists (select 1 from pg_stat_user_tables where relname = 'cards'
           and last_analyze is not null) as filled`,
      [CARDS, EVENTS],
    );
    return result.rows[0]?.filled === true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Engine {
  engine: 'pglite' | 'postgres';
  label: string;
  env: Record<string, string>;
  database: Database;
  /** Whether it holds the catalog already (a kept PostgreSQL database). */
  filled: boolean;
}

const started = Date.now();
const dataDir = await mkdtemp(join(tmpdir(), 'bilim-bench-catalog-'));
const dropDatabase = `drop database if exists ${POSTGRES_DATABASE} with (force)`;
const postgresUrl = databaseUrlOf(POSTGRES_DATABASE);
const postgresKept = ENGINES.includes('postgres') && REUSE && (await keptCatalog(postgresUrl));
const postgresReady =
  ENGINES.includes('postgres') &&
  (postgresKept || (await onPostgres([dropDatabase, `create database ${POSTGRES_DATABASE}`])));
try {
  const engines: Engine[] = [];
  if (ENGINES.includes('pglite')) {
    engines.push({
      engine: 'pglite',
      label: 'PGlite',
      env: { DATA_DIR: dataDir },
      database: await createDatabase({ dataDir: join(dataDir, 'pglite') }),
      filled: false,
    });
  }
  if (postgresReady) {
    engines.push({
      engine: 'postgres',
      label: 'PostgreSQL',
      env: { DATA_DIR: dataDir, DATABASE_URL: postgresUrl },
      database: await createDatabase({ url: postgresUrl, poolSize: 4 }),
      filled: postgresKept,
    });
  }
  // Both fills at once (PGlite works in this process, PostgreSQL in its own); the measuring
  // comes after, one engine at a time.
  const filling = engines.filter((engine) => !engine.filled);
  if (filling.length > 0) {
    console.log(
      `Filling ${CARDS.toLocaleString('en')} cards and ${EVENTS.toLocaleString('en')} events ` +
        `into ${filling.map((engine) => engine.label).join(' and ')}…`,
    );
  }
  if (postgresKept) console.log('Measuring the kept PostgreSQL catalog (BENCH_REUSE=1).');
  const cardIds = new Map<string, number>();
  try {
    // The people first: PGlite's long inserts would hold up the other engine's many small steps.
    const fillings = await Promise.all(
      filling.map((engine) => prepare(engine.database, engine.label)),
    );
    await Promise.all(fillings.map(fill));
    for (const engine of engines) {
      // A kept database still takes new migrations (new indexes, say).
      if (engine.filled) await engine.database.migrate();
      cardIds.set(engine.engine, await publishedCardId(engine.database));
    }
  } finally {
    for (const engine of engines) await engine.database.close();
  }
  const figures: Figures[] = [];
  for (const engine of engines) {
    figures.push(...(await runOn(engine.engine, engine.env, cardIds.get(engine.engine) ?? 0)));
  }
  if (ENGINES.includes('postgres') && !postgresReady) {
    console.log('PostgreSQL does not answer: measured on the embedded database only.');
  }

  console.log(
    `\n${CARDS.toLocaleString('en')} cards, ${EVENTS.toLocaleString('en')} events; ` +
      `autocannon ${RUN.connections} connections × ${RUN.duration} s per scenario ` +
      `(the ratio column: each engine's requests/s over the first engine's)`,
  );
  printFigures(figures);
  const goals = figures.filter((row) => row.goalP99 !== undefined);
  if (goals.length > 0) {
    const missed = goals.filter((row) => !meetsGoal(row));
    console.log(
      missed.length === 0
        ? `Goals on PostgreSQL hold: p99 < ${CATALOG_GOAL_MS} ms for catalog pages, < ${SEARCH_GOAL_MS} ms for search.`
        : `Goals on PostgreSQL missed by: ${missed.map((row) => `${row.scenario} (p99 ${row.p99} ms${row.errors ? `, ${row.errors} errors` : ''})`).join('; ')}`,
    );
  }
  console.log(`Whole benchmark: ${elapsed(started)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
  if (postgresReady && !REUSE) await onPostgres([dropDatabase]);
}
