import type { Config } from './config';
import type { Db } from './db/db';
import type { OutboxProcessor } from './events/processor';
import type { BackgroundTasks } from './lib/background';
import type { Mailer } from './mail/mailer';
import type { PaymentProviders } from './domains/payments/payment-providers';
import type { WebPushSender } from './domains/notifications/web-push';
import type { SettingsStore } from './domains/settings/settings.service';
import type { RealtimeGateway } from './realtime/gateway';
import type { Storage } from './storage/storage';

/**
 * What every domain's routes, commands and event handlers get: the database, the configuration
 * and the services.
 */
export interface AppContext {
  db: Db;
  config: Config;
  /**
   * The time as the app reads it where time decides what is allowed or shown (restrictions and
   * their end dates): the system clock, a movable one in tests.
   */
  clock: () => Date;
  mailer: Mailer;
  settings: SettingsStore;
  /**
   * Work an answer does not wait for and nothing depends on (view counters): a failure is
   * logged. Whatever must survive a crash is a domain event in the outbox instead.
   */
  tasks: BackgroundTasks;
  /** Uploaded files (photos): local disk by default, behind an interface an S3 store can implement. */
  storage: Storage;
  /** Payment providers (top-ups): the sandbox by default, PAYMENT_PROVIDER chooses. */
  payments: PaymentProviders;
  /** Carries out committed domain events (every side effect): started by main.ts. */
  outbox: OutboxProcessor;
  /** The live channel to signed-in users' open pages. */
  realtime: RealtimeGateway;
  /** Browser push (Web Push with VAPID keys). */
  push: WebPushSender;
}
