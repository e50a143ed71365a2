import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, loadDotEnv } from './config';
import { createDatabase } from './db/db';
import {
  renewalIntervalFrom,
  startRenewalScheduler,
  type RenewalScheduler,
} from './domains/billing/renewal-scheduler';
import { assertSandboxAllowed } from './domains/payments/payment-providers';
import { prepareDatabase } from './startup';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  // Before anything is opened: a public site must not take free top-ups by mistake.
  assertSandboxAllowed(config);
  const renewalIntervalMs = renewalIntervalFrom(process.env);
  const database = await createDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });

  const app = await buildApp({ config, db: database.db });
  const log = app.log;
  log.info({ dataDir: config.dataDir, webDist: config.webDist }, 'starting');
  await prepareDatabase(database, config, log, app.ctx.storage);

  let renewals: RenewalScheduler | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await renewals?.stop();
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
  if (!closing) {
    // Every side effect of committed events (notifications, e-mail, pushes), including those
    // committed before a crash or restart: safe with several instances on one database.
    app.ctx.outbox.start();
    // Tariff renewals and reminders: safe with several instances on one database (renewals.ts).
    const { db, settings } = app.ctx;
    renewals = startRenewalScheduler({ db, settings, log }, renewalIntervalMs);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
