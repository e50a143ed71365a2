import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/db';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or — when TEST_DATABASE_URL
 * is set — a uniquely named PostgreSQL database created from that URL (answered as `url`) and
 * dropped by `close()`.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    const database = await createDatabase({ loadDataDir });
    await database.migrate();
    return database;
  }
  const name = `bilim_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
