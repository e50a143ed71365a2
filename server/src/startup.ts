import type { Config } from './config';
import type { Database } from './db/db';
import { seedDemo } from './domains/demo/demo.seed';
import { seedDictionaries } from './domains/dictionaries/dictionaries.seed';
import { seedTariffs } from './domains/tariffs/tariffs.seed';
import { ensureAdmin } from './domains/users/admin';
import type { Storage } from './storage/storage';

/** The advisory lock instances take in turn while preparing the database ("bilim" in ASCII). */
export const STARTUP_LOCK_KEY = 0x62696c69;

export interface StartupLogger {
  info(obj: object, msg: string): void;
}

/**
 * Migrations, dictionaries, demo data (when asked) and the admin from the environment, holding
 * the start-up advisory lock: instances starting together on one PostgreSQL take turns, and the
 * later ones find the work done.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'demoData' | 'adminEmail' | 'adminPassword'>,
  log: StartupLogger,
  /** Where the demo's photos go (the app's storage); without it the demo has no pictures. */
  storage?: Storage,
): Promise<void> {
  await database.withLock(STARTUP_LOCK_KEY, async () => {
    await database.migrate();
    await seedDictionaries(database.db);
    await seedTariffs(database.db);
    log.info({ engine: database.engine }, 'database migrated and dictionaries seeded');

    // Demo data first: it only seeds an empty database, and the admin would make it non-empty.
    if (config.demoData) {
      const created = await seedDemo(database.db, { storage });
      if (created.users > 0) log.info(created, 'demo data seeded (demo@bilim.kz / demo12345)');
    }
    if (config.adminEmail && config.adminPassword) {
      const result = await ensureAdmin(database.db, {
        email: config.adminEmail,
        password: config.adminPassword,
      });
      log.info({ email: config.adminEmail }, `admin ${result}`);
    }
  });
}
