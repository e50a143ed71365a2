import { LANGUAGES } from '@bilim/contract/constants';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import {
  categories,
  cities,
  filterAttributes,
  filterAttributeValues,
  languages,
  tags,
} from './dictionaries.schema';

const revisions = new WeakMap<object, number>();

/**
 * How many times this process changed the dictionaries of a database: caches built from them
 * compare it to drop what an admin's change made stale at once (other processes within their TTL).
 */
export const dictionariesRevision = (db: Executor): number => revisions.get(db) ?? 0;

/** Marks the dictionaries of a database changed (after the change commits). */
export function dictionariesChanged(db: Executor): void {
  revisions.set(db, dictionariesRevision(db) + 1);
}

/**
 * The languages the interface speaks (those it has translations for), in the admin's order;
 * others in the dictionary wait until it does.
 */
export function listLanguages(db: Executor) {
  return db
    .select()
    .from(languages)
    .where(inArray(languages.code, [...LANGUAGES]))
    .orderBy(asc(languages.position));
}

/** Cities by population, largest first (then by English title). */
export function listCities(db: Executor) {
  return db.select().from(cities).orderBy(desc(cities.population), asc(cities.titleEn));
}

/** Categories, filter attributes and their values, each in their order. */
export async function loadCatalog(db: Executor) {
  const [categoryRows, attributeRows, valueRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(filterAttributes).orderBy(asc(filterAttributes.position)),
    db
      .select()
      .from(filterAttributeValues)
      .orderBy(asc(filterAttributeValues.attributeKey), asc(filterAttributeValues.position)),
  ]);
  return { categoryRows, attributeRows, valueRows };
}

/** Every tag, by its English title (the web app sorts by the reader's language). */
export function listTags(db: Executor) {
  return db.select().from(tags).orderBy(asc(tags.titleEn), asc(tags.id));
}
