import type { Config } from './config';
import type { Db } from './db/db';
import type { BackgroundTasks } from './lib/background';
import type { Mailer } from './mail/mailer';
import type { PaymentProviders } from './domains/payments/payment-providers';
import type { SettingsStore } from './domains/settings/settings.service';
import type { Storage } from './storage/storage';

/**
 * What every domain's routes and commands get: the database, the configuration, the services and
 * the background tasks (work an answer does not wait for).
 */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  settings: SettingsStore;
  tasks: BackgroundTasks;
  /** Uploaded files (photos): local disk by default, behind an interface an S3 store can implement. */
  storage: Storage;
  /** Payment providers (top-ups): the sandbox by default, PAYMENT_PROVIDER chooses. */
  payments: PaymentProviders;
}
