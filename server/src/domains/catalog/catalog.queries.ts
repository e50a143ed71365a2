import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Facets } from '@bilim/contract/listings';
import { rowsOf, type Db, type Executor } from '../../db/db';
import { categories } from '../dictionaries/dictionaries.schema';
import {
  cardSummaryColumns,
  cards,
  eventSummaryColumns,
  events,
  type CardSummaryRow,
  type EventSummaryRow,
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
import { cachedCountParts, cachedCounts, forgetKept, selectionCacheKey } from './count-cache';
import { textHeadline, textRank, type TextQuery } from './text-search';

type ListingTable = typeof cards | typeof events;

const EARTH_RADIUS_M = 6371000;

/** Great-circle distance in metres from a point (the haversine formula). */
export function distanceMetres(
  table: ListingTable,
  point: { lat: number; lon: number },
): SQL<number> {
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_M))} * asin(least(1, sqrt(
    power(sin(radians(${table.latitude} - ${point.lat}) / 2), 2) +
    cos(radians(${point.lat})) * cos(radians(${table.latitude})) *
    power(sin(radians(${table.longitude} - ${point.lon}) / 2), 2)))))`;
}

/**
 * Records within `radius` metres of a point: the latitude and longitude ranges that hold that
 * circle (an index range), then the exact distance.
 */
function withinCondition(
  table: ListingTable,
  point: { lat: number; lon: number },
  radius: number,
): SQL {
  const angle = radius / EARTH_RADIUS_M;
  const latitudeSpan = (angle * 180) / Math.PI;
  const conditions = [
    sql`${table.latitude} between ${point.lat - latitudeSpan} and ${point.lat + latitudeSpan}`,
    sql`${distanceMetres(table, point)} <= ${radius}`,
  ];
  // The circle's widest longitude (exact on a sphere), unless it holds a pole or crosses ±180°.
  const latitude = (Math.abs(point.lat) * Math.PI) / 180;
  if (angle < Math.PI / 2 - latitude) {
    const longitudeSpan = (Math.asin(Math.sin(angle) / Math.cos(latitude)) * 180) / Math.PI;
    if (point.lon - longitudeSpan > -180 && point.lon + longitudeSpan < 180) {
      conditions.push(
        sql`${table.longitude} between ${point.lon - longitudeSpan} and ${point.lon + longitudeSpan}`,
      );
    }
  }
  return and(...conditions) as SQL;
}

/**
 * The nearest sort looks within these radii (metres) in turn, then everywhere. The first is
 * small: a city centre holds hundreds of records within 2 km, each read to measure its distance,
 * while a step that finds too few costs one quick index range.
 */
const NEAREST_RADII = [500, 2_000, 8_000, 32_000, 128_000, 512_000, 2_048_000];

/**
 * A broad text search ranks this many candidates exactly (ts_rank_cd reads each one's whole
 * search document): the first matches in the catalog's own order (promoted and newest cards,
 * upcoming events), found by walking that order; the matches after them follow in that order.
 * A narrow one ranks every match (see `ranksEveryMatch`).
 */
export const RANKED_CANDIDATES = 100;

/**
 * Whether ranking every match of a text search costs less than walking the catalog order for
 * the first RANKED_CANDIDATES of them. The walk reads about RANKED_CANDIDATES × records /
 * matches records, a quick check each; ranking reads every match found through the text index
 * and ranks it, about twice the work per record (measured at 100,000 cards). The count of all
 * records is kept a while (the count cache).
 */
async function ranksEveryMatch(
  db: Executor,
  table: ListingTable,
  selection: ListingSelection,
  matches: number,
): Promise<boolean> {
  if (matches <= RANKED_CANDIDATES) return true;
  const records = await countMatching(db, table, { ...selection, text: undefined });
  return matches * matches * 2 <= RANKED_CANDIDATES * records;
}

/**
 * What a record's rating is taken to be before its reviews say otherwise: a few reviews of a
 * middling score. "Top rated" then ranks by the score its reviews earn against that prior (a
 * Bayesian average), so one 5-star review does not outrank hundreds at 4.8, and a record without
 * reviews sits below every well-reviewed one.
 */
const RATING_PRIOR = { score: 3, reviews: 5 };

/** The rating with the prior's weight added (see RATING_PRIOR). */
function weightedRating(table: ListingTable): SQL<number> {
  return sql<number>`((${table.rating} * ${table.reviewsCount} + ${sql.raw(
    String(RATING_PRIOR.score * RATING_PRIOR.reviews),
  )}) / (${table.reviewsCount} + ${sql.raw(String(RATING_PRIOR.reviews))}))`;
}

/** The page's order for a selection (ties broken by id, newest first, so pages are stable). */
function orderBy(table: ListingTable, selection: ListingSelection): SQL[] {
  const tail = [desc(table.id)];
  const promoted = table === cards ? [desc(cards.pinned), desc(cards.vip)] : [desc(events.pinned)];
  switch (selection.sort) {
    case 'rating':
      return [desc(weightedRating(table)), desc(table.favoritesCount), ...tail];
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
        // Only upcoming ones: soonest first (the order of events_public_order_idx).
        if (!selection.past) return [...promoted, asc(events.startDate), ...tail];
        // Upcoming first (soonest first), then the past ones (latest first).
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

/** Reads rows of one table under a condition, in an order, with the selection's extras. */
type ReadRows<Row> = (
  condition: SQL,
  order: SQL[],
  range: { limit: number; offset: number },
) => Promise<Array<Row & RowExtras>>;

/**
 * The ids of a page of text matches by relevance: every match ranked when that costs less
 * (`ranksEveryMatch`); otherwise the first RANKED_CANDIDATES matches in catalog order ranked,
 * and the matches after them in that order. The first RANKED_CANDIDATES ids, the pages most
 * asked for, are kept a while like the counts of as many matches (the count cache).
 */
async function rankedPageIds(
  db: Executor,
  table: ListingTable,
  selection: ListingSelection & { text: TextQuery },
  condition: SQL,
  range: { limit: number; offset: number },
): Promise<number[]> {
  const matches = await countMatching(db, table, selection);
  const everyMatch = await ranksEveryMatch(db, table, selection, matches);
  const rank = async (part: { limit: number; offset: number }) => {
    if (!everyMatch) return walkAndRank(db, table, selection, condition, part);
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(condition)
      .orderBy(...orderBy(table, selection))
      .limit(part.limit)
      .offset(part.offset);
    return rows.map((row) => row.id);
  };
  if (range.offset + range.limit > RANKED_CANDIDATES) return rank(range);
  const [first] = await cachedCountParts<number[]>(
    db,
    [rankedCacheKey(table, selection)],
    async () => [{ value: await rank({ limit: RANKED_CANDIDATES, offset: 0 }), records: matches }],
  );
  return (first ?? []).slice(range.offset, range.offset + range.limit);
}

function rankedCacheKey(table: ListingTable, selection: ListingSelection): string {
  return `${selectionCacheKey(table === cards ? 'card' : 'event', selection)}:ranked`;
}

/** A page of the first RANKED_CANDIDATES matches in catalog order ranked, then the rest. */
async function walkAndRank(
  db: Executor,
  table: ListingTable,
  selection: ListingSelection & { text: TextQuery },
  condition: SQL,
  range: { limit: number; offset: number },
): Promise<number[]> {
  const inCatalogOrder = orderBy(table, { ...selection, text: undefined });
  const walked = db
    .select({
      id: table.id,
      position: sql<number>`row_number() over (order by ${sql.join(inCatalogOrder, sql`, `)})`.as(
        'position',
      ),
    })
    .from(table)
    .where(condition)
    .orderBy(...inCatalogOrder)
    .limit(Math.max(RANKED_CANDIDATES, range.offset + range.limit))
    .as('walked');
  const rows = await db
    .select({ id: table.id })
    .from(walked)
    .innerJoin(table, eq(table.id, walked.id))
    .orderBy(
      sql`${walked.position} > ${RANKED_CANDIDATES}`,
      sql`(case when ${walked.position} <= ${RANKED_CANDIDATES} then ${textRank(table, selection.text)} end) desc`,
      walked.position,
    )
    .limit(range.limit)
    .offset(range.offset);
  return rows.map((row) => row.id);
}

/**
 * One page for a selection. Two orders get help so they need not compute over every match:
 * - relevance with a text that matches many records: only the first RANKED_CANDIDATES matches
 *   in catalog order are ranked (see there);
 * - nearest: the records within growing radii of the point, until a radius holds the page (the
 *   records outside a radius are farther than every one inside, so the order is exact).
 */
async function selectPage<Row extends { id: number }>(
  db: Executor,
  table: ListingTable,
  selection: ListingSelection,
  page: PageRequest,
  read: ReadRows<Row>,
): Promise<Array<Row & RowExtras>> {
  const condition = selectionCondition(table, selection);
  const range = { limit: page.perPage, offset: (page.page - 1) * page.perPage };
  if (selection.text && selection.sort === 'relevance') {
    // The page's ids first (ranking needs few columns), then their rows in that order.
    const text = selection.text;
    const readRanked = async () => {
      const pageIds = await rankedPageIds(db, table, { ...selection, text }, condition, range);
      if (pageIds.length === 0) return { pageIds, rows: [] };
      const ids = sql`${sql.param(pageIds)}::integer[]`;
      // The ids may have been kept a while: their records are checked again (still published…).
      const rows = await read(
        and(condition, sql`${table.id} = any(${ids})`) as SQL,
        [sql`array_position(${ids}, ${table.id})`],
        { limit: pageIds.length, offset: 0 },
      );
      return { pageIds, rows };
    };
    const ranked = await readRanked();
    if (ranked.rows.length === ranked.pageIds.length) return ranked.rows;
    // Some kept ids no longer match: they are ranked again without them.
    forgetKept(db, rankedCacheKey(table, selection));
    return (await readRanked()).rows;
  }
  const order = orderBy(table, selection);
  if (selection.sort === 'nearest' && selection.point) {
    for (const radius of NEAREST_RADII) {
      const rows = await read(
        and(condition, withinCondition(table, selection.point, radius)) as SQL,
        order,
        range,
      );
      if (rows.length === range.limit) return rows;
    }
  }
  return read(condition, order, range);
}

/**
 * How many public records match a selection (every filter). A count over many records is kept
 * a while and shared (the count cache).
 */
export async function countMatching(
  db: Executor,
  table: ListingTable,
  selection: ListingSelection,
): Promise<number> {
  const kind = table === cards ? 'card' : 'event';
  const counted = await cachedCounts(
    db,
    `${selectionCacheKey(kind, selection)}:total`,
    async () => {
      const [row] = await db
        .select({ total: count() })
        .from(table)
        .where(selectionCondition(table, selection));
      return { total: Number(row?.total ?? 0), facets: {} };
    },
  );
  return counted.total;
}

/** Reads list items' columns of one table, with the selection's extras. */
function readSummaries<Row>(
  db: Executor,
  table: ListingTable,
  columns: typeof cardSummaryColumns | typeof eventSummaryColumns,
  selection: ListingSelection,
): ReadRows<Row> {
  return (condition, order, range) =>
    db
      .select({ ...columns, ...extras(table, selection) })
      // Both tables' reads are alike; the caller names the row type its columns give.
      .from(table as typeof cards)
      .where(condition)
      .orderBy(...order)
      .limit(range.limit)
      .offset(range.offset) as unknown as Promise<Array<Row & RowExtras>>;
}

/** One page of public cards for a selection, with distances and highlights. */
export async function selectCardPage(
  db: Executor,
  selection: ListingSelection,
  page: PageRequest,
): Promise<{ rows: CardSummaryRow[] } & PageDecorations> {
  const read = readSummaries<CardSummaryRow>(db, cards, cardSummaryColumns, selection);
  const rows = await selectPage(db, cards, selection, page, read);
  return { rows, ...decorations(rows) };
}

/** One page of public events for a selection. */
export async function selectEventPage(
  db: Executor,
  selection: ListingSelection,
  page: PageRequest,
): Promise<{ rows: EventSummaryRow[] } & PageDecorations> {
  const read = readSummaries<EventSummaryRow>(db, events, eventSummaryColumns, selection);
  const rows = await selectPage(db, events, selection, page, read);
  return { rows, ...decorations(rows) };
}

/**
 * Records per category under a condition: a record counts once for each of its categories and
 * their parents, so a top category counts the records of its whole family. With `records`, one
 * more row (value null) counts the records themselves.
 */
export function categoryCountStatement(
  table: ListingTable,
  condition: SQL,
  options: { records?: boolean } = {},
): SQL {
  const groups = options.records ? sql`grouping sets ((family.id), ())` : sql`family.id`;
  return sql`select 'category' as facet, family.id::text as value, count(distinct ${table.id})::int as count
    from ${table}
    cross join lateral unnest(${table.categoryIds}) as chosen(id)
    join ${categories} on ${categories.id} = chosen.id
    cross join lateral unnest(array[${categories.id}, ${categories.parentId}]) as family(id)
    where family.id is not null and ${condition}
    group by ${groups}`;
}

export const where = (...conditions: Array<SQL | undefined>) => and(...conditions) ?? sql`true`;

interface FacetRow {
  facet: string;
  value: string | null;
  count: number;
}

/**
 * The counts behind `meta.facets` and `meta.total`, in three parts that depend on different
 * filters, so each is kept (when broad) or counted on its own. Disjunctive: each facet counts
 * under every chosen filter but its own, so choosing a value keeps its alternatives' counts in
 * view.
 * - `selection`: the total under every filter, and (cards) the attribute values: a value of key
 *   k counts when every other chosen attribute holds. Each record's attribute checks are made
 *   once, then its values are unnested;
 * - `city`: grouped by city, without the city filter;
 * - `category`: each record counts once for each of its categories and their parents, without
 *   the category filter.
 */
const FACET_PARTS = ['selection', 'city', 'category'] as const;
type FacetPart = (typeof FACET_PARTS)[number];

function facetPartStatement(
  part: FacetPart,
  table: ListingTable,
  selection: ListingSelection,
): SQL {
  const common = commonConditions(table, selection);
  const city = cityCondition(table, selection);
  const category = categoryCondition(table, selection);
  const attributes = table === cards ? allAttributesCondition(selection) : undefined;
  if (part === 'city') {
    return sql`select 'city' as facet, ${table.cityId}::text as value, count(*)::int as count
      from ${table} where ${where(...common, category, attributes)} group by ${table.cityId}`;
  }
  if (part === 'category') {
    return categoryCountStatement(table, where(...common, city, attributes), { records: true });
  }
  if (table !== cards) {
    return sql`select 'total' as facet, '' as value, count(*)::int as count
      from ${table} where ${where(...common, city, category)}`;
  }
  const chosen = [...selection.attributes].map(([key, values], index) => ({
    key,
    holds: sql.identifier(`holds_${index}`),
    condition: attributeCondition(values),
  }));
  const flags = chosen.map(({ holds, condition }) => sql`, ${condition} as ${holds}`);
  const everyFlag = where(...chosen.map(({ holds }) => sql`chosen.${holds}`));
  const exceptOwnKey = chosen.map(
    ({ key, holds }) => sql`(starts_with(item.value, ${`${key}:`}) or chosen.${holds})`,
  );
  return sql`with chosen as materialized (
      select ${cards.attributeValues} as attribute_values${sql.join(flags)}
      from ${cards} where ${where(...common, city, category)}
    )
    select 'total' as facet, '' as value, count(*)::int as count from chosen where ${everyFlag}
    union all
    select 'records', '', count(*)::int from chosen
    union all
    select 'attribute', item.value, count(*)::int
    from chosen cross join lateral unnest(chosen.attribute_values) as item(value)
    where ${where(...exceptOwnKey)}
    group by item.value`;
}

/** The selection a facet part depends on: without the filter that part leaves out. */
function partSelection(part: FacetPart, selection: ListingSelection): ListingSelection {
  if (part === 'city') return { ...selection, cityId: undefined };
  if (part === 'category') return { ...selection, categoryIds: undefined };
  return selection;
}

/**
 * How many records a part's rows went over (decides whether they are kept a while). The cards'
 * `selection` part goes over every record under the city and category filters (its `records`
 * row), not only those that hold every chosen attribute too.
 */
function recordsOf(part: FacetPart, rows: FacetRow[]): number {
  if (part === 'city') return rows.reduce((sum, row) => sum + Number(row.count), 0);
  if (part === 'category') return Number(rows.find((row) => row.value === null)?.count ?? 0);
  const counted =
    rows.find((row) => row.facet === 'records') ?? rows.find((row) => row.facet === 'total');
  return Number(counted?.count ?? 0);
}

/**
 * The facet parts' rows, kept ones reused and the others counted in one statement (the parts
 * are told apart by their facet names).
 */
async function countFacetRows(
  db: Db,
  table: ListingTable,
  selection: ListingSelection,
): Promise<FacetRow[]> {
  const kind = table === cards ? 'card' : 'event';
  const keys = FACET_PARTS.map(
    (part) => `${part}:${selectionCacheKey(kind, partSelection(part, selection))}`,
  );
  const parts = await cachedCountParts<FacetRow[]>(db, keys, async (missing) => {
    const wanted = missing.map((index) => FACET_PARTS[index] as FacetPart);
    const statement = sql.join(
      wanted.map((part) => sql`(${facetPartStatement(part, table, selection)})`),
      sql` union all `,
    );
    const rows = await rowsOf<FacetRow>(db, statement);
    return wanted.map((part) => {
      const own = rows.filter((row) =>
        part === 'selection'
          ? row.facet === 'total' || row.facet === 'records' || row.facet === 'attribute'
          : row.facet === part,
      );
      return { value: own, records: recordsOf(part, own) };
    });
  });
  return parts.flat();
}

/** Facet counts (every dictionary value present, zero when nothing matches) and the total. */
export async function countFacets(
  db: Db,
  table: ListingTable,
  selection: ListingSelection,
  dictionary: CatalogDictionary,
): Promise<{ total: number; facets: Facets }> {
  const rows = await countFacetRows(db, table, selection);
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
    if (row.value === null || row.facet === 'records') continue;
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
