import type { Settings } from '@bilim/contract/api';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { settings } from './settings.schema';

const DEFAULTS: Settings = { maintenance: false };
const KEYS = Object.keys(DEFAULTS) as (keyof Settings)[];

/**
 * Site settings, read through a short in-memory cache (several processes may share the database,
 * so the cache only lives a few seconds; this process drops it at once when it writes).
 */
export class SettingsStore {
  private cached: { value: Settings; at: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 3000,
  ) {}

  async get(): Promise<Settings> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.value;
    const rows = await this.db.select().from(settings).where(inArray(settings.key, KEYS));
    const value: Settings = { ...DEFAULTS };
    for (const row of rows) {
      if (row.key === 'maintenance') value.maintenance = row.value === true;
    }
    this.cached = { value, at: Date.now() };
    return value;
  }

  async update(changes: Partial<Settings>): Promise<Settings> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (entries.length > 0) {
      await this.db
        .insert(settings)
        .values(entries.map(([key, value]) => ({ key, value })))
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    }
    this.cached = undefined;
    return this.get();
  }

  invalidate(): void {
    this.cached = undefined;
  }
}
