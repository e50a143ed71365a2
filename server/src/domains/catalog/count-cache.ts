import type { Facets } from '@bilim/contract/listings';
import type { ListingSelection } from './catalog.filters';

/**
 * Counts (facets, totals) of broad selections (thousands of records) cost a scan of all of them:
 * they are kept for a short while, per process, so paging and re-sorting such a selection does
 * not count again. Narrow selections are always counted afresh, so their counts are exact.
 */
export const COUNT_CACHE_MIN_TOTAL = 1000;
const TTL_MS = 20_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  value: { total: number; facets: Facets };
}

const caches = new WeakMap<object, Map<string, Entry>>();

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

/** The cached counts, or the counted ones (kept when the selection is broad). */
export async function cachedCounts(
  owner: object,
  key: string,
  count: () => Promise<{ total: number; facets: Facets }>,
): Promise<{ total: number; facets: Facets }> {
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = await count();
  cache.delete(key);
  if (value.total >= COUNT_CACHE_MIN_TOTAL) {
    if (cache.size >= MAX_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, { at: now, value });
  }
  return value;
}
