import type { Facets } from '@bilim/contract/listings';
import type { ListingSelection } from './catalog.filters';

/**
 * Counts (facets, totals) over broad sets (thousands of records) cost a scan of all of them:
 * they are kept for a short while, per process, so paging and re-sorting such a selection does
 * not count again. Counts over narrow sets are always counted afresh, so they are exact. A count
 * that is under way is shared by the requests that ask for it meanwhile (it started after them
 * or just before), so a burst of equal requests counts once. A kept count older than TTL_MS is
 * counted again in the background, once, while requests go on answering the kept one (for up to
 * STALE_MS): over a million cards a broad count takes seconds, which no request should wait for
 * once the selection has been counted.
 */
export const COUNT_CACHE_MIN_TOTAL = 1000;
const TTL_MS = 20_000;
const STALE_MS = 120_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  value: unknown;
}

interface Cache {
  kept: Map<string, Entry>;
  underWay: Map<string, Promise<unknown>>;
  /** Keys counted again in the background (their kept values answer meanwhile). */
  refreshing: Set<string>;
}

const caches = new WeakMap<object, Cache>();

function cacheOf(owner: object): Cache {
  let cache = caches.get(owner);
  if (!cache) {
    cache = { kept: new Map(), underWay: new Map(), refreshing: new Set() };
    caches.set(owner, cache);
  }
  return cache;
}

/** What the counts depend on: every filter, not the page, the sort or the point. */
export function selectionCacheKey(kind: 'card' | 'event', selection: ListingSelection): string {
  return JSON.stringify([
    kind,
    selection.text?.text ?? null,
    selection.cityId ?? null,
    selection.categoryIds ? [...selection.categoryIds].sort((a, b) => a - b) : null,
    [...selection.attributes].sort(([a], [b]) => a.localeCompare(b)),
    selection.priceMin ?? null,
    selection.priceMax ?? null,
    selection.userId ?? null,
    selection.dateFrom ?? null,
    selection.dateTo ?? null,
    selection.past,
    selection.free,
  ]);
}

/** A count and how many records it went over (what decides whether it is kept). */
export interface Counted<T> {
  value: T;
  records: number;
}

/**
 * The values under `keys`: kept or under way ones are reused (kept ones past TTL_MS are counted
 * again in the background); the others are counted together by `count` (given the indexes of
 * the missing keys, answering their values in that order) and kept when they went over a broad
 * set.
 */
export async function cachedCountParts<T>(
  owner: object,
  keys: string[],
  count: (missing: number[]) => Promise<Array<Counted<T>>>,
): Promise<T[]> {
  const { kept, underWay, refreshing } = cacheOf(owner);
  const now = Date.now();
  const values: Array<Promise<T>> = [];
  const missing: number[] = [];
  const stale: number[] = [];
  keys.forEach((key, index) => {
    const hit = kept.get(key);
    if (hit && now - hit.at < TTL_MS) {
      values[index] = Promise.resolve(hit.value as T);
      return;
    }
    const pending = underWay.get(key);
    if (pending) {
      values[index] = pending as Promise<T>;
      return;
    }
    if (hit && now - hit.at < STALE_MS) {
      values[index] = Promise.resolve(hit.value as T);
      if (!refreshing.has(key)) stale.push(index);
      return;
    }
    missing.push(index);
  });
  if (stale.length > 0) refreshInBackground(kept, refreshing, keys, stale, count);
  if (missing.length > 0) {
    const counting = count(missing);
    missing.forEach((index, position) => {
      const key = keys[index] as string;
      const value = counting.then((parts) => {
        const part = parts[position];
        if (!part) throw new Error(`no count for ${key}`);
        keep(kept, key, part, now);
        return part.value;
      });
      underWay.set(key, value);
      const done = () => {
        if (underWay.get(key) === value) underWay.delete(key);
      };
      value.then(done, done);
      values[index] = value;
    });
  }
  return Promise.all(values);
}

/**
 * Counts kept values past their time again, nobody waiting: a failure leaves the kept values
 * (the next request past TTL_MS tries again).
 */
function refreshInBackground<T>(
  kept: Map<string, Entry>,
  refreshing: Set<string>,
  keys: string[],
  stale: number[],
  count: (missing: number[]) => Promise<Array<Counted<T>>>,
): void {
  const staleKeys = stale.map((index) => keys[index] as string);
  for (const key of staleKeys) refreshing.add(key);
  count(stale)
    .then((parts) => {
      const at = Date.now();
      staleKeys.forEach((key, position) => {
        const part = parts[position];
        if (part) keep(kept, key, part, at);
      });
    })
    .catch(() => undefined)
    .finally(() => {
      for (const key of staleKeys) refreshing.delete(key);
    });
}

/** Drops a kept value (found out of date), so the next request counts it again. */
export function forgetKept(owner: object, key: string): void {
  cacheOf(owner).kept.delete(key);
}

function keep<T>(kept: Map<string, Entry>, key: string, part: Counted<T>, at: number): void {
  kept.delete(key);
  if (part.records < COUNT_CACHE_MIN_TOTAL) return;
  if (kept.size >= MAX_ENTRIES) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(key, { at, value: part.value });
}

/** The cached counts of one selection, or the counted ones (kept when the selection is broad). */
export async function cachedCounts(
  owner: object,
  key: string,
  count: () => Promise<{ total: number; facets: Facets }>,
): Promise<{ total: number; facets: Facets }> {
  const [value] = await cachedCountParts(owner, [key], async () => {
    const counted = await count();
    return [{ value: counted, records: counted.total }];
  });
  return value as { total: number; facets: Facets };
}
