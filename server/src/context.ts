import type { Config } from './config';
import type { Db } from './db/db';
import type { Mailer } from './mail/mailer';
import type { SettingsStore } from './domains/settings/settings.service';

/** What every domain's routes and commands get: the database, the configuration and the services. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  settings: SettingsStore;
}
