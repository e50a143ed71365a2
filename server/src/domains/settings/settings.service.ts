import type { Settings } from '@bilim/contract/api';
import { VIP_DEFAULT_PRICE } from '@bilim/contract/cards';
import { RENEWAL_MODES, TOP_UP_DEFAULTS, type RenewalMode } from '@bilim/contract/money';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { settings } from './settings.schema';

const DEFAULTS: Settings = {
  maintenance: false,
  renewal_mode: 'ANY_DAY',
  top_up_min: TOP_UP_DEFAULTS.min,
  top_up_max: TOP_UP_DEFAULTS.max,
  vip_price: VIP_DEFAULT_PRICE,
  max_image_bytes: 10 * 1024 * 1024,
};

const positiveInteger = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) > 0;
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
      if (row.key === 'renewal_mode' && RENEWAL_MODES.includes(row.value as RenewalMode)) {
        value.renewal_mode = row.value as RenewalMode;
      }
      if (row.key === 'top_up_min' && positiveInteger(row.value)) value.top_up_min = row.value;
      if (row.key === 'top_up_max' && positiveInteger(row.value)) value.top_up_max = row.value;
      if (row.key === 'vip_price' && positiveInteger(row.value)) value.vip_price = row.value;
      if (row.key === 'max_image_bytes' && positiveInteger(row.value)) {
        value.max_image_bytes = row.value;
      }
    }
    this.cached = { value, at: Date.now() };
    return value;
  }

  /**
   * Stores the changed settings. A staff member's change (`actor`) is audited with the values
   * before and after, in the same transaction.
   */
  async update(changes: Partial<Settings>, actor?: AuditedActor): Promise<Settings> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (entries.length > 0) {
      this.cached = undefined;
      const before: Record<string, unknown> = await this.get();
      await this.db.transaction(async (tx) => {
        await tx
          .insert(settings)
          .values(entries.map(([key, value]) => ({ key, value })))
          .onConflictDoUpdate({
            target: settings.key,
            set: { value: sql`excluded.value`, updatedAt: sql`now()` },
          });
        // Only what changed is audited: saving the form as it was records nothing.
        const changed = entries.filter(([key, value]) => before[key] !== value);
        if (actor && changed.length > 0) {
          await recordAudit(tx, actor, {
            action: 'settings.update',
            subject: { type: 'settings', id: null },
            before: Object.fromEntries(changed.map(([key]) => [key, before[key]])),
            after: Object.fromEntries(changed),
          });
        }
      });
    }
    this.cached = undefined;
    return this.get();
  }

  invalidate(): void {
    this.cached = undefined;
  }
}
