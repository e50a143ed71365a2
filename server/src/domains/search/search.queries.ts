import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Suggestion } from '@bilim/contract/discovery';
import type { Language } from '@bilim/contract/constants';
import { preparedStatement, type Executor } from '../../db/db';
import type { CatalogDictionary } from '../catalog/catalog.dictionary';
import { publicListingCondition } from '../catalog/catalog.filters';
import { categoriesNamed } from '../catalog/category-names';
import { simpleQuerySource, type TextQuery } from '../catalog/text-search';
import { cards, events } from '../listings/listings.schema';
import { hasPublicListings, providerColumns } from '../providers/providers.queries';
import { users } from '../users/users.schema';

type ListingTable = typeof cards | typeof events;

/** `%text%` for ILIKE, with the pattern characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Users with public records (anywhere, or in a city) whose name contains the text or resembles
 * it (typos). Two statements: a plan for "anywhere or in this city" would fit neither.
 */
const providersByName = (inCity: boolean) => (db: Executor) => {
  const text = sql`${sql.placeholder('text')}::text`;
  return db
    .select(providerColumns)
    .from(users)
    .where(
      and(
        sql`(${users.name} ilike ${sql.placeholder('pattern')}
          or (${sql.placeholder('trigram')}::boolean and ${text} <% ${users.name}))`,
        hasPublicListings(inCity),
      ),
    )
    .orderBy(desc(sql`word_similarity(${text}, ${users.name})`), users.id)
    .limit(sql.placeholder('limit'));
};
const providersAnywhere = preparedStatement('search_providers', providersByName(false));
const providersInCity = preparedStatement('search_providers_in_city', providersByName(true));

export async function searchProviders(
  db: Executor,
  query: TextQuery,
  options: { cityId?: number | undefined; limit: number; now: Date },
) {
  const values = {
    now: options.now.toISOString(),
    text: query.text,
    pattern: containsPattern(query.text),
    trigram: query.trigram,
    limit: options.limit,
  };
  return options.cityId === undefined
    ? providersAnywhere(db).execute(values)
    : providersInCity(db).execute({ ...values, cityId: options.cityId });
}

/**
 * Titles with a word that starts with each typed word, or is a title word it may be a typo of
 * (simple words of the title, weight A).
 */
function titleCondition(table: ListingTable, query: TextQuery): SQL | undefined {
  const source = simpleQuerySource(query.words, 'A');
  return source ? sql`${table.searchVector} @@ to_tsquery('simple', ${source})` : undefined;
}

async function suggestTitles(
  db: Executor,
  table: ListingTable,
  query: TextQuery,
  now: Date,
  limit: number,
): Promise<Array<{ id: number; title: string }>> {
  const condition = titleCondition(table, query);
  if (!condition) return [];
  return db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(
      and(
        publicListingCondition(table, now),
        condition,
        table === events ? sql`${events.finishDate} >= current_date` : undefined,
      ),
    )
    .orderBy(desc(sql`word_similarity(${query.text}, ${table.title})`), desc(table.id))
    .limit(limit);
}

const SUGGESTIONS = 8;

/**
 * What the header search offers while typing, at most 8: categories the text names (see
 * category-names.ts) or whose title (in any language) contains it, then card, event and
 * provider titles; each kind gets a fair share and the rest fill the free places.
 */
export async function suggest(
  db: Executor,
  dictionary: CatalogDictionary,
  query: TextQuery,
  language: Language,
  now: Date,
): Promise<Suggestion[]> {
  const needle = query.text.toLowerCase();
  const titleIn = (row: { titleEn: string; titleRu: string; titleKz: string }) =>
    ({ en: row.titleEn, ru: row.titleRu, kz: row.titleKz })[language];
  const named = new Set(categoriesNamed(dictionary.categoryNames, query.text));
  const categories: Suggestion[] = dictionary.categories
    .filter(
      (row) =>
        named.has(row.slug) ||
        [row.titleEn, row.titleRu, row.titleKz].some((title) =>
          title.toLowerCase().includes(needle),
        ),
    )
    .slice(0, SUGGESTIONS)
    .map((row) => ({
      kind: 'category',
      id: row.id,
      title: titleIn(row),
      path: `/catalog?category=${encodeURIComponent(row.slug)}`,
    }));
  // In turn: `db` may be a transaction, which answers one statement at a time.
  const cardRows = await suggestTitles(db, cards, query, now, SUGGESTIONS);
  const eventRows = await suggestTitles(db, events, query, now, SUGGESTIONS);
  const providerRows = await searchProviders(db, query, { limit: SUGGESTIONS, now });
  const groups: Suggestion[][] = [
    categories,
    cardRows.map((row) => ({
      kind: 'card',
      id: row.id,
      title: row.title,
      path: `/cards/${row.id}/show`,
    })),
    eventRows.map((row) => ({
      kind: 'event',
      id: row.id,
      title: row.title,
      path: `/events/${row.id}/show`,
    })),
    providerRows.map((row) => ({
      kind: 'provider',
      id: row.id,
      title: row.name,
      path: `/userinfo/${row.id}`,
    })),
  ];
  const shares = [2, 3, 2, 1];
  const chosen = groups.map((group, index) => group.slice(0, shares[index]));
  // Places a kind leaves free go to the others, in the same order.
  let free = SUGGESTIONS - chosen.reduce((sum, group) => sum + group.length, 0);
  groups.forEach((group, index) => {
    const more = group.slice(chosen[index]?.length ?? 0, (chosen[index]?.length ?? 0) + free);
    chosen[index]?.push(...more);
    free -= more.length;
  });
  return chosen.flat();
}
