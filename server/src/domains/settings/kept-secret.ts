import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { settings } from './settings.schema';

/** Secrets read by this process, per database and key (a failed read is not kept). */
const loaded = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * A secret generated once for the whole site and kept in `settings` under `key` (never listed by
 * the admin settings): the first process to ask stores one, every other process on the database
 * reads the same. Read once per process.
 */
export function keptSecret<T>(
  db: Db,
  key: string,
  generate: () => T,
  usable: (value: unknown) => value is T,
): Promise<T> {
  let byKey = loaded.get(db);
  if (!byKey) loaded.set(db, (byKey = new Map()));
  const known = byKey.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = (async () => {
    await db.insert(settings).values({ key, value: generate() }).onConflictDoNothing();
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key));
    const value = row?.value;
    if (!usable(value)) throw new Error(`settings.${key} is not a usable secret`);
    return value;
  })();
  byKey.set(key, loading);
  loading.catch(() => byKey.delete(key));
  return loading;
}

/** 32 random bytes as hex, the usual kept secret. */
export const randomHex = () => randomBytes(32).toString('hex');
export const isHexSecret = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 32;
