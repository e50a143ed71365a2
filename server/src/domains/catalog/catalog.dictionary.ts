import type { Executor } from '../../db/db';
import type { CategoryRow, CityRow, TagRow } from '../dictionaries/dictionaries.schema';
import {
  dictionariesRevision,
  listCities,
  listTags,
  loadCatalog,
} from '../dictionaries/dictionaries.queries';
import { compileCategoryNames, type CategoryNames } from './category-names';

/** The dictionaries the catalog filters by, indexed for lookups by slug and id. */
export interface CatalogDictionary {
  cities: CityRow[];
  cityBySlug: Map<string, CityRow>;
  cityById: Map<number, CityRow>;
  categories: CategoryRow[];
  categoryBySlug: Map<string, CategoryRow>;
  categoryById: Map<number, CategoryRow>;
  /** The categories' names a search text may be (titles and synonyms), compiled once. */
  categoryNames: CategoryNames;
  /** Filter attribute key → its values, in the dictionary's order. */
  attributes: Map<string, string[]>;
  tagBySlug: Map<string, TagRow>;
  tagById: Map<number, TagRow>;
  /** The tags' titles a search text may be, compiled once (as the categories' names). */
  tagNames: CategoryNames;
}

/**
 * Dictionaries change only at start-up (seeds) or by an admin: this process's changes are seen at
 * once (the revision), another process's within a few seconds.
 */
const TTL_MS = 30_000;
const cache = new WeakMap<
  object,
  { at: number; revision: number; value: Promise<CatalogDictionary> }
>();

async function loadDictionary(db: Executor): Promise<CatalogDictionary> {
  const [cityRows, { categoryRows, attributeRows, valueRows }, tagRows] = await Promise.all([
    listCities(db),
    loadCatalog(db),
    listTags(db),
  ]);
  const attributes = new Map<string, string[]>(attributeRows.map((row) => [row.key, []]));
  for (const row of valueRows) attributes.get(row.attributeKey)?.push(row.value);
  return {
    cities: cityRows,
    cityBySlug: new Map(cityRows.map((row) => [row.slug, row])),
    cityById: new Map(cityRows.map((row) => [row.id, row])),
    categories: categoryRows,
    categoryBySlug: new Map(categoryRows.map((row) => [row.slug, row])),
    categoryById: new Map(categoryRows.map((row) => [row.id, row])),
    categoryNames: compileCategoryNames(categoryRows),
    attributes,
    tagBySlug: new Map(tagRows.map((row) => [row.slug, row])),
    tagById: new Map(tagRows.map((row) => [row.id, row])),
    tagNames: compileCategoryNames(tagRows, {}),
  };
}

/**
 * The catalog's dictionaries, cached per database for a short while; past TTL_MS the kept ones
 * still answer while they are read again (once), so no request waits for the reload.
 */
export function catalogDictionary(db: Executor): Promise<CatalogDictionary> {
  const revision = dictionariesRevision(db);
  // Kept ones from before a change made here are not served even while they reload.
  const kept = cache.get(db)?.revision === revision ? cache.get(db) : undefined;
  if (kept && Date.now() - kept.at < TTL_MS) return kept.value;
  const value = loadDictionary(db);
  const entry = { at: Date.now(), revision, value };
  cache.set(db, entry);
  value.catch(() => {
    if (cache.get(db) !== entry) return;
    // A failed reload keeps the dictionaries it was to replace (tried again at the next request).
    if (kept) cache.set(db, { ...kept, at: 0 });
    else cache.delete(db);
  });
  if (!kept) return value;
  return kept.value.then(
    (previous) => previous,
    () => value,
  );
}

/** The ids a category slug stands for: the category and, for a top category, its children. */
export function expandCategorySlugs(dictionary: CatalogDictionary, slugs: string[]): number[] {
  const ids = new Set<number>();
  for (const slug of slugs) {
    const category = dictionary.categoryBySlug.get(slug);
    if (!category) continue;
    ids.add(category.id);
    for (const row of dictionary.categories) if (row.parentId === category.id) ids.add(row.id);
  }
  return [...ids];
}
