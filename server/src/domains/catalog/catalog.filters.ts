import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '@bilim/contract/constants';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { validationFailed } from '../../lib/errors';
import { accounts } from '../accounts/accounts.schema';
import { cards, events } from '../listings/listings.schema';
import { arrayOverlaps } from './array-overlaps';
import { expandCategorySlugs, type CatalogDictionary } from './catalog.dictionary';
import { textCondition, type TextQuery } from './text-search';
import { ownerNotRestricted, type Moment } from '../restrictions/restrictions.conditions';

type ListingTable = typeof cards | typeof events;

/**
 * Whether a record is public at `now`: published, and its owner under no publish or login
 * restriction then (spec: only published records of non-restricted owners are public). Every
 * public read goes through this one predicate; `now` is the app's clock (`ctx.clock()`), so a
 * restriction's end brings the records back by itself, and tests move time without waiting.
 */
export function publicListingCondition(table: ListingTable, now: Moment): SQL {
  return and(eq(table.state, 'published'), ownerNotRestricted(table.hiddenUntil, now)) as SQL;
}

/** A public list's selection, read from the query and checked against the dictionaries. */
export interface ListingSelection {
  text: TextQuery | undefined;
  /** The chosen city's id; null when the slug is unknown (nothing matches). */
  cityId: number | null | undefined;
  /** Category ids the chosen slugs stand for (children of top categories included). */
  categoryIds: number[] | undefined;
  /** Attribute key → chosen `key:value` strings (cards only); unknown keys are ignored. */
  attributes: Map<string, string[]>;
  /** The chosen tags' ids (cards only); unknown slugs match nothing. */
  tagIds: number[] | undefined;
  priceMin: number | undefined;
  priceMax: number | undefined;
  userId: number | undefined;
  sort: ListingSort;
  point: { lat: number; lon: number } | undefined;
  /** Events only. */
  dateFrom: string | undefined;
  dateTo: string | undefined;
  past: boolean;
  free: boolean;
  /** The moment the list is read at (the app's clock): public means public then. */
  now: Date;
}

/** The query parameters every public list reads (cards and events, after zod). */
export interface ListingParams {
  /** The text query, resolved beforehand (`resolveTextQuery`). */
  text?: TextQuery | undefined;
  city?: string | undefined;
  category?: string[] | undefined;
  /** Tag slugs (cards only). */
  tag?: string[] | undefined;
  sort?: ListingSort | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
  user?: number | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  past?: '0' | '1' | undefined;
  free?: '0' | '1' | undefined;
  /** Further `key[]=value` parameters: filter attributes. */
  extra?: Record<string, unknown>;
}

/** A number from a catch-all query parameter (`price_min=…` on events), when it is one. */
export function numberParam(value: unknown): number | undefined {
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  if (typeof first !== 'string' || !/^\d{1,15}$/.test(first)) return undefined;
  return Number(first);
}

export function readSelection(
  dictionary: CatalogDictionary,
  params: ListingParams,
  kind: 'card' | 'event',
  now: Date,
): ListingSelection {
  const point =
    params.lat !== undefined && params.lon !== undefined
      ? { lat: params.lat, lon: params.lon }
      : undefined;
  // Relevance without a text: pinned and VIP first, then the newest.
  const sort = params.sort ?? 'relevance';
  if (sort === 'nearest' && !point) {
    throw validationFailed({
      [params.lat === undefined ? 'lat' : 'lon']: FIELD_MESSAGES.FILL_VALUE,
    });
  }
  const attributes = new Map<string, string[]>();
  if (kind === 'card') {
    for (const [key, value] of Object.entries(params.extra ?? {})) {
      if (!dictionary.attributes.has(key) || !Array.isArray(value)) continue;
      const values = value.filter((item): item is string => typeof item === 'string');
      if (values.length > 0)
        attributes.set(
          key,
          [...new Set(values)].map((v) => `${key}:${v}`),
        );
    }
  }
  const city = params.city?.trim();
  return {
    text: params.text,
    cityId: city ? (dictionary.cityBySlug.get(city)?.id ?? null) : undefined,
    categoryIds: params.category?.length
      ? expandCategorySlugs(dictionary, params.category)
      : undefined,
    attributes,
    tagIds:
      kind === 'card' && params.tag?.length
        ? params.tag.flatMap((slug) => dictionary.tagBySlug.get(slug)?.id ?? [])
        : undefined,
    priceMin: params.price_min,
    priceMax: params.price_max,
    userId: params.user,
    sort,
    point,
    dateFrom: params.date_from,
    dateTo: params.date_to,
    past: params.past === '1',
    free: params.free === '1',
    now,
  };
}

const NOTHING = sql`false`;

export function cityCondition(table: ListingTable, selection: ListingSelection): SQL | undefined {
  if (selection.cityId === undefined) return undefined;
  return selection.cityId === null ? NOTHING : eq(table.cityId, selection.cityId);
}

export function categoryCondition(
  table: ListingTable,
  selection: ListingSelection,
): SQL | undefined {
  if (!selection.categoryIds) return undefined;
  if (selection.categoryIds.length === 0) return NOTHING;
  return arrayOverlaps(table.categoryIds, selection.categoryIds, 'integer');
}

/** One attribute's condition: any of its chosen values (values of one attribute are alternatives). */
export function attributeCondition(values: string[]): SQL {
  return arrayOverlaps(cards.attributeValues, values, 'text');
}

export function allAttributesCondition(selection: ListingSelection): SQL | undefined {
  return and(...[...selection.attributes.values()].map(attributeCondition));
}

/**
 * What every facet shares: public, text, price, provider, tags (cards), and for events the
 * dates. City,
 * category and attributes are left to the callers (each facet leaves its own out).
 */
export function commonConditions(table: ListingTable, selection: ListingSelection): SQL[] {
  const conditions: SQL[] = [publicListingCondition(table, selection.now)];
  if (selection.text) conditions.push(textCondition(table, selection.text));
  if (selection.userId !== undefined) {
    conditions.push(
      inArray(
        table.accountId,
        sql`(select ${accounts.id} from ${accounts} where ${accounts.userId} = ${selection.userId})`,
      ),
    );
  }
  if (table === cards) {
    if (selection.tagIds) {
      conditions.push(
        selection.tagIds.length === 0
          ? NOTHING
          : arrayOverlaps(cards.tagIds, selection.tagIds, 'integer'),
      );
    }
    if (selection.priceMin !== undefined) conditions.push(gte(cards.priceFrom, selection.priceMin));
    if (selection.priceMax !== undefined) conditions.push(lte(cards.priceFrom, selection.priceMax));
  } else {
    const price = sql`(case when ${events.isFree} then 0 else ${events.price} end)`;
    if (selection.free) conditions.push(eq(events.isFree, true));
    if (selection.priceMin !== undefined) conditions.push(sql`${price} >= ${selection.priceMin}`);
    if (selection.priceMax !== undefined) conditions.push(sql`${price} <= ${selection.priceMax}`);
    if (!selection.past) conditions.push(sql`${events.finishDate} >= current_date`);
    if (selection.dateFrom) conditions.push(sql`${events.finishDate} >= ${selection.dateFrom}`);
    if (selection.dateTo) conditions.push(sql`${events.startDate} <= ${selection.dateTo}`);
  }
  return conditions;
}

/** Every condition of the selection together: the records the page lists. */
export function selectionCondition(table: ListingTable, selection: ListingSelection): SQL {
  return and(
    ...commonConditions(table, selection),
    cityCondition(table, selection),
    categoryCondition(table, selection),
    table === cards ? allAttributesCondition(selection) : undefined,
  ) as SQL;
}
