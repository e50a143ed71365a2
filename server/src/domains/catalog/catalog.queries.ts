import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Facets } from '@bilim/contract/listings';
import type { Executor } from '../../db/db';
import { categories } from '../dictionaries/dictionaries.schema';
import {
  cardColumns,
  cards,
  eventColumns,
  events,
  type CardRow,
  type EventRow,
} from '../listings/listings.schema';
import type { CatalogDictionary } from './catalog.dictionary';
import {
  allAttributesCondition,
  attributeCondition,
  categoryCondition,
  cityCondition,
  commonConditions,
  selectionCondition,
  type ListingSelection,
} from './catalog.filters';
import { textHeadline, textRank } from './text-search';

type ListingTable = typeof cards | typeof events;

/** Rows of a raw statement, on either engine (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Great-circle distance in metres from a point (the haversine formula). */
export function distanceMetres(
  table: ListingTable,
  point: { lat: number; lon: number },
): SQL<number> {
  return sql<number>`(2 * 6371000 * asin(least(1, sqrt(
    power(sin(radians(${table.latitude} - ${point.lat}) / 2), 2) +
    cos(radians(${point.lat})) * cos(radians(${table.latitude})) *
    power(sin(radians(${table.longitude} - ${point.lon}) / 2), 2)))))`;
}

/** The page's order for a selection (ties broken by id, newest first, so pages are stable). */
function orderBy(table: ListingTable, selection: ListingSelection): SQL[] {
  const tail = [desc(table.id)];
  const promoted = table === cards ? [desc(cards.pinned), desc(cards.vip)] : [desc(events.pinned)];
  switch (selection.sort) {
    case 'rating':
      return [desc(table.rating), desc(table.favoritesCount), ...tail];
    case 'newest':
      return [sql`${table.publishedAt} desc nulls last`, ...tail];
    case 'price':
      return table === cards
        ? [sql`${cards.priceFrom} asc nulls last`, ...tail]
        : [
            sql`(case when ${events.isFree} then 0 else ${events.price} end) asc nulls last`,
            ...tail,
          ];
    case 'nearest':
      return selection.point ? [asc(distanceMetres(table, selection.point)), ...tail] : tail;
    case 'relevance':
    default:
      if (selection.text) return [desc(textRank(table, selection.text)), ...promoted, ...tail];
      if (table === events) {
        // Upcoming first (soonest first), then the past ones (latest first) when asked for.
        return [
          sql`(${events.finishDate} < current_date)`,
          ...promoted,
          sql`(case when ${events.finishDate} >= current_date then ${events.startDate} end) asc`,
          desc(events.startDate),
          ...tail,
        ];
      }
      return [...promoted, sql`${table.publishedAt} desc nulls last`, ...tail];
  }
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** What the page query adds to each row: distance and highlights. */
interface RowExtras {
  distance: number | null;
  hlTitle: string | null;
  hlShort: string | null;
}

function extras(table: ListingTable, selection: ListingSelection) {
  return {
    distance: selection.point
      ? distanceMetres(table, selection.point)
      : sql<number | null>`null::float8`,
    hlTitle: selection.text
      ? textHeadline(table.title, selection.text)
      : sql<string | null>`null::text`,
    hlShort: selection.text
      ? textHeadline(table.shortDescription, selection.text)
      : sql<string | null>`null::text`,
  };
}

export interface PageDecorations {
  distances: Map<number, number>;
  highlights: Map<number, { title: string; short_description: string }>;
}

function decorations(rows: Array<{ id: number } & RowExtras>): PageDecorations {
  const distances = new Map<number, number>();
  const highlights = new Map<number, { title: string; short_description: string }>();
  for (const row of rows) {
    if (row.distance !== null) distances.set(row.id, Math.round(Number(row.distance)));
    if (row.hlTitle !== null && row.hlShort !== null) {
      highlights.set(row.id, { title: row.hlTitle, short_description: row.hlShort });
    }
  }
  return { distances, highlights };
}

/** One page of public cards for a selection, with distances and highlights. */
export async function selectCardPage(
  db: Executor,
  selection: ListingSelection,
  page: PageRequest,
): Promise<{ rows: CardRow[] } & PageDecorations> {
  const rows = await db
    .select({ ...cardColumns, ...extras(cards, selection) })
    .from(cards)
    .where(selectionCondition(cards, selection))
    .orderBy(...orderBy(cards, selection))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { rows, ...decorations(rows) };
}

/** One page of public events for a selection. */
export async function selectEventPage(
  db: Executor,
  selection: ListingSelection,
  page: PageRequest,
): Promise<{ rows: EventRow[] } & PageDecorations> {
  const rows = await db
    .select({ ...eventColumns, ...extras(events, selection) })
    .from(events)
    .where(selectionCondition(events, selection))
    .orderBy(...orderBy(events, selection))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { rows, ...decorations(rows) };
}

/**
 * Records per category under a condition: a record counts once for each of its categories and
 * their parents, so a top category counts the records of its whole family.
 */
export function categoryCountStatement(table: ListingTable, condition: SQL): SQL {
  return sql`select 'category' as facet, family.id::text as value, count(distinct ${table.id})::int as count
    from ${table}
    cross join lateral unnest(${table.categoryIds}) as chosen(id)
    join ${categories} on ${categories.id} = chosen.id
    cross join lateral unnest(array[${categories.id}, ${categories.parentId}]) as family(id)
    where family.id is not null and ${condition}
    group by family.id`;
}

export const where = (...conditions: Array<SQL | undefined>) => and(...conditions) ?? sql`true`;

/**
 * The counts behind `meta.facets` and `meta.total`, in one statement. Disjunctive: each facet
 * counts under every chosen filter but its own, so choosing a value keeps its alternatives'
 * counts in view.
 * - attributes: one scan of `unnest(attribute_values)`; a value of key k is counted when every
 *   other chosen attribute holds (`starts_with(value, 'k:') or attribute_values && chosen_k`);
 * - category: each record counts once for each of its categories and their parents;
 * - city: grouped by city.
 */
function facetStatement(table: ListingTable, selection: ListingSelection): SQL {
  const common = commonConditions(table, selection);
  const city = cityCondition(table, selection);
  const category = categoryCondition(table, selection);
  const attributes = table === cards ? allAttributesCondition(selection) : undefined;

  const branches: SQL[] = [
    sql`select 'total' as facet, '' as value, count(*)::int as count from ${table}
        where ${where(...common, city, category, attributes)}`,
    sql`select 'city', ${table.cityId}::text, count(*)::int from ${table}
        where ${where(...common, category, attributes)} group by ${table.cityId}`,
    categoryCountStatement(table, where(...common, city, attributes)),
  ];
  if (table === cards) {
    const exceptOwnKey = [...selection.attributes].map(
      ([key, values]) =>
        sql`(starts_with(item.value, ${`${key}:`}) or ${attributeCondition(values)})`,
    );
    branches.push(
      sql`select 'attribute', item.value, count(*)::int
          from ${cards} cross join lateral unnest(${cards.attributeValues}) as item(value)
          where ${where(...common, city, category, ...exceptOwnKey)}
          group by item.value`,
    );
  }
  return sql.join(branches, sql` union all `);
}

/** Facet counts (every dictionary value present, zero when nothing matches) and the total. */
export async function countFacets(
  db: Executor,
  table: ListingTable,
  selection: ListingSelection,
  dictionary: CatalogDictionary,
): Promise<{ total: number; facets: Facets }> {
  const rows = await rowsOf<{ facet: string; value: string; count: number }>(
    db,
    facetStatement(table, selection),
  );
  const category = Object.fromEntries(dictionary.categories.map((row) => [row.slug, 0]));
  const city = Object.fromEntries(dictionary.cities.map((row) => [row.slug, 0]));
  const facets: Facets = { category, city };
  if (table === cards) {
    for (const [key, values] of dictionary.attributes) {
      facets[key] = Object.fromEntries(values.map((value) => [value, 0]));
    }
  }
  let total = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.facet === 'total') {
      total = count;
    } else if (row.facet === 'city') {
      const slug = dictionary.cityById.get(Number(row.value))?.slug;
      if (slug !== undefined) city[slug] = count;
    } else if (row.facet === 'category') {
      const slug = dictionary.categoryById.get(Number(row.value))?.slug;
      if (slug !== undefined) category[slug] = count;
    } else {
      const colon = row.value.indexOf(':');
      const values = colon > 0 ? facets[row.value.slice(0, colon)] : undefined;
      const value = row.value.slice(colon + 1);
      if (values && value in values) values[value] = count;
    }
  }
  return { total, facets };
}
