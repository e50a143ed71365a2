import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './db/db';
import { DEMO_PROVIDERS } from './domains/demo/demo-listings.seed';
import { DEMO_USERS } from './domains/demo/demo.seed';
import { users } from './domains/users/users.schema';
import { prepareDatabase, STARTUP_LOCK_KEY } from './startup';
import { createTestDatabase } from './test/db';

const quiet = { info: () => undefined };
const config = { demoData: true, adminEmail: 'boss@bilim.kz', adminPassword: 'admin-secret' };

let first: Database & { url?: string };
/** A second instance on the same database: its own pool on PostgreSQL; PGlite has one owner. */
let second: Database;
beforeAll(async () => {
  first = await createTestDatabase();
  second = first.url ? await createDatabase({ url: first.url, poolSize: 2 }) : first;
});
afterAll(async () => {
  if (second && second !== first) await second.close();
  await first?.close();
});

async function advisoryLocksHeld(database: Database): Promise<number> {
  const result = (await database.db.execute(sql`
    select count(*)::int as held from pg_locks
    where locktype = 'advisory' and granted
      and database = (select oid from pg_database where datname = current_database())`)) as {
    rows: Array<{ held: number }>;
  };
  return Number(result.rows[0]?.held ?? 0);
}

describe('preparing the database at start-up', () => {
  // The demo catalog (people, cards, events; no storage, so no photos) takes a few seconds.
  it('does the work once when two instances start together', { timeout: 60_000 }, async () => {
    await Promise.all([
      prepareDatabase(first, config, quiet),
      prepareDatabase(second, config, quiet),
    ]);
    const [row] = await first.db.select({ total: count() }).from(users);
    expect(row?.total).toBe(DEMO_USERS.length + DEMO_PROVIDERS + 1);
    const [admin] = await first.db.select().from(users).where(eq(users.email, 'boss@bilim.kz'));
    expect(admin?.roles).toEqual(['admin']);
  });

  it('makes a second instance wait until the first lets the lock go', async () => {
    const events: string[] = [];
    const work = (name: string, ms: number) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} ends`);
    };
    const one = first.withLock(STARTUP_LOCK_KEY, work('first', 300));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([one, second.withLock(STARTUP_LOCK_KEY, work('second', 0))]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('holds the advisory lock while it works, and lets it go afterwards', async () => {
    const during = await first.withLock(STARTUP_LOCK_KEY, () => advisoryLocksHeld(second));
    expect(during).toBe(1);
    expect(await advisoryLocksHeld(second)).toBe(0);
  });

  it('lets the lock go when the work fails', async () => {
    await expect(
      first.withLock(STARTUP_LOCK_KEY, async () => {
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    expect(await advisoryLocksHeld(first)).toBe(0);
  });
});
