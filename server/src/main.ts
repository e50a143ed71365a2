import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, loadDotEnv } from './config';
import { createDatabase } from './db/db';
import { seedDemo } from './domains/demo/demo.seed';
import { seedDictionaries } from './domains/dictionaries/dictionaries.seed';
import { ensureAdmin } from './domains/users/admin';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = await createDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await seedDictionaries(database.db);

  const app = await buildApp({ config, db: database.db });
  const log = app.log;
  log.info(
    { engine: database.engine, dataDir: config.dataDir, webDist: config.webDist },
    'database migrated and dictionaries seeded',
  );

  // Demo data first: it only seeds an empty database, and the admin would make it non-empty.
  if (config.demoData) {
    const created = await seedDemo(database.db);
    if (created > 0) log.info({ users: created }, 'demo data seeded (demo@bilim.kz / demo12345)');
  }
  if (config.adminEmail && config.adminPassword) {
    const result = await ensureAdmin(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    log.info({ email: config.adminEmail }, `admin ${result}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
