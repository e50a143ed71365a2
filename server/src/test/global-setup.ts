import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated PGlite data folder each test file starts from (absent on PostgreSQL). */
    pgliteTemplate: string | undefined;
  }
}

/**
 * Creating a PGlite database runs initdb (seconds); loading a dump of one takes a fraction of
 * that. So the suite migrates one database once and every test file loads its own copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const database = await createDatabase({});
  await database.migrate();
  if (!database.dump) throw new Error('PGlite can dump its data folder');
  const dump = await database.dump();
  await database.close();
  const file = path.join(os.tmpdir(), `bilim-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
