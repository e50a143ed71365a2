import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/db';
import { seedDictionaries } from '../domains/dictionaries/dictionaries.seed';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  /** Messages sent through the in-memory mailer (unless a real SMTP_URL is configured). */
  mail: MailMessage[];
  /**
   * Carries out every committed domain event due now (notifications, letters, pushes), as the
   * running server's outbox processor does on its own; answers how many events it took.
   */
  drain(): Promise<number>;
  close(): Promise<void>;
}

/** A configuration for tests: silent logs, a generous rate limit, no web app unless given. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `bilim-test-${process.pid}`),
    PUBLIC_URL: 'http://bilim.test',
    AUTH_RATE_LIMIT_MAX: '1000',
    COMPLAINT_RATE_LIMIT_MAX: '1000',
    WEB_DIST: path.join(os.tmpdir(), 'bilim-no-web-dist'),
    ...env,
  });
}

/** One app on a fresh database for a test file; dictionaries seeded. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    realMailer?: boolean;
    /** A mailer of the test's own (instead of the in-memory one). */
    mailer?: Mailer;
    extraRoutes?: BuildAppOptions['extraRoutes'];
    outbox?: BuildAppOptions['outbox'];
    eventHandlers?: BuildAppOptions['eventHandlers'];
    /** A clock of the test's own, to move time without waiting (`ctx.clock`). */
    clock?: BuildAppOptions['clock'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDictionaries(database.db);
  const config = testConfig(options.env);
  const mail: MailMessage[] = [];
  const mailer: Mailer | undefined = options.realMailer
    ? undefined
    : (options.mailer ?? {
        send: async (message) => void mail.push(message),
        close: () => undefined,
      });
  const app = await buildApp({
    config,
    db: database.db,
    ...(mailer && { mailer }),
    ...(options.extraRoutes && { extraRoutes: options.extraRoutes }),
    ...(options.outbox && { outbox: options.outbox }),
    ...(options.eventHandlers && { eventHandlers: options.eventHandlers }),
    ...(options.clock && { clock: options.clock }),
  });
  return {
    app,
    database,
    db: database.db,
    config,
    mail,
    drain: () => app.ctx.outbox.drain(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
