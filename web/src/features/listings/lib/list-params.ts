import {
  LISTING_SORTS,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  type ListingSort,
} from '@bilim/contract/constants';

/**
 * The one place where a catalog or events search lives in the URL and becomes an API query.
 * `?city=almaty&category=schools&format[]=online&sort=rating&page=2&view=map`: filter attributes
 * come as `key[]=value`, categories as `category=` (one) or `category[]=` (several), tags (cards)
 * as `tag[]=`.
 * Serialising is canonical (sorted keys and values, defaults left out), so
 * `serialiseListParams(parseListParams(x))` is stable and a shared link survives reload.
 */
export type ListView = 'list' | 'map';

export interface ListParams {
  text: string | null;
  city: string | null;
  category: string[];
  /** Filter attribute key → chosen values (cards only). */
  attributes: Record<string, string[]>;
  /** Tag slugs (cards only): a card with any of them. */
  tag: string[];
  /** Minor units (tiyn), as the API takes them. */
  price_min: number | null;
  price_max: number | null;
  /** Events: YYYY-MM-DD. */
  date_from: string | null;
  date_to: string | null;
  /** Events: show past ones too. */
  past: boolean;
  /** Events: free only. */
  free: boolean;
  sort: ListingSort | null;
  page: number;
  view: ListView;
}

export const EMPTY_LIST_PARAMS: ListParams = {
  text: null,
  city: null,
  category: [],
  attributes: {},
  tag: [],
  price_min: null,
  price_max: null,
  date_from: null,
  date_to: null,
  past: false,
  free: false,
  sort: null,
  page: 1,
  view: 'list',
};

/** Query names that are not filter attributes. */
const RESERVED = new Set([
  'text',
  'city',
  'category',
  'attributes',
  'tag',
  'price_min',
  'price_max',
  'date_from',
  'date_to',
  'past',
  'free',
  'sort',
  'page',
  'view',
  'lat',
  'lon',
  'per_page',
  'user',
]);

const KEY = /^[a-z][a-z0-9_]{0,63}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_VALUES = 50;

const clean = (value: string | null): string | null => {
  const trimmed = value?.trim().slice(0, 200) ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Distinct, non-empty, sorted values (the canonical form). */
const uniqueSorted = (values: readonly string[]): string[] =>
  [...new Set(values.map((value) => value.trim().slice(0, 64)).filter(Boolean))]
    .sort()
    .slice(0, MAX_VALUES);

const nonNegativeInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return null;
  return Number(value.trim());
};

const date = (value: string | null): string | null =>
  value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;

const flag = (value: string | null) => value === '1' || value === 'true';

function normaliseAttributes(attributes: Record<string, readonly string[]>) {
  const out: Record<string, string[]> = {};
  for (const key of Object.keys(attributes).sort()) {
    if (!KEY.test(key) || RESERVED.has(key)) continue;
    const values = uniqueSorted(attributes[key] ?? []);
    if (values.length > 0) out[key] = values;
  }
  return out;
}

/** Reads a search from the URL's query string; anything malformed is dropped, never thrown. */
export function parseListParams(search: URLSearchParams | string): ListParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const attributes: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (!name.endsWith('[]')) continue;
    const key = name.slice(0, -2);
    if (RESERVED.has(key)) continue;
    (attributes[key] ??= []).push(value);
  }
  const sort = params.get('sort');
  const page = nonNegativeInt(params.get('page'));
  return {
    text: clean(params.get('text')),
    city: clean(params.get('city')),
    category: uniqueSorted([...params.getAll('category'), ...params.getAll('category[]')]),
    attributes: normaliseAttributes(attributes),
    tag: uniqueSorted([...params.getAll('tag'), ...params.getAll('tag[]')]),
    price_min: nonNegativeInt(params.get('price_min')),
    price_max: nonNegativeInt(params.get('price_max')),
    date_from: date(params.get('date_from')),
    date_to: date(params.get('date_to')),
    past: flag(params.get('past')),
    free: flag(params.get('free')),
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : null,
    page: page && page >= 1 ? Math.min(page, 10_000) : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** Writes a search into a canonical query string (no leading `?`); defaults are left out. */
export function serialiseListParams(input: ListParams): string {
  const params = normaliseListParams(input);
  const out = new URLSearchParams();
  if (params.text) out.set('text', params.text);
  if (params.city) out.set('city', params.city);
  if (params.category.length === 1) out.set('category', params.category[0] ?? '');
  else for (const slug of params.category) out.append('category[]', slug);
  for (const [key, values] of Object.entries(params.attributes)) {
    for (const value of values) out.append(`${key}[]`, value);
  }
  for (const slug of params.tag) out.append('tag[]', slug);
  if (params.price_min !== null) out.set('price_min', String(params.price_min));
  if (params.price_max !== null) out.set('price_max', String(params.price_max));
  if (params.date_from) out.set('date_from', params.date_from);
  if (params.date_to) out.set('date_to', params.date_to);
  if (params.past) out.set('past', '1');
  if (params.free) out.set('free', '1');
  if (params.sort) out.set('sort', params.sort);
  if (params.page > 1) out.set('page', String(params.page));
  if (params.view === 'map') out.set('view', 'map');
  return readableQuery(out);
}

/** `format[]=online` rather than `format%5B%5D=online`: the same to servers, easier to read. */
const readableQuery = (params: URLSearchParams) => params.toString().replace(/%5B%5D=/g, '[]=');

/** The canonical form of a search (what a parse of its serialisation gives back). */
export function normaliseListParams(params: ListParams): ListParams {
  return parseListParams(serialiseLoose(params));
}

function serialiseLoose(params: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.text) out.set('text', params.text);
  if (params.city) out.set('city', params.city);
  for (const slug of params.category) out.append('category[]', slug);
  for (const [key, values] of Object.entries(params.attributes)) {
    for (const value of values) out.append(`${key}[]`, value);
  }
  for (const slug of params.tag) out.append('tag[]', slug);
  if (params.price_min !== null) out.set('price_min', String(params.price_min));
  if (params.price_max !== null) out.set('price_max', String(params.price_max));
  if (params.date_from) out.set('date_from', params.date_from);
  if (params.date_to) out.set('date_to', params.date_to);
  if (params.past) out.set('past', '1');
  if (params.free) out.set('free', '1');
  if (params.sort) out.set('sort', params.sort);
  out.set('page', String(params.page));
  if (params.view === 'map') out.set('view', 'map');
  return out;
}

/** A change of any filter starts again from page 1. */
export function withFilters(params: ListParams, change: Partial<ListParams>): ListParams {
  return { ...params, page: 1, ...change };
}

export function toggleValue(values: readonly string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...values, value])] : values.filter((item) => item !== value);
}

/** How many filters the visitor chose (for the phone's "Filters (3)" button). */
export function countActiveFilters(params: ListParams): number {
  return (
    params.category.length +
    params.tag.length +
    Object.values(params.attributes).reduce((sum, values) => sum + values.length, 0) +
    (params.price_min !== null || params.price_max !== null ? 1 : 0) +
    (params.date_from || params.date_to ? 1 : 0) +
    (params.past ? 1 : 0) +
    (params.free ? 1 : 0)
  );
}

export interface ApiQueryOptions {
  kind: 'cards' | 'events';
  /** The city when the URL names none (the header's current city). */
  defaultCity?: string | null;
  /** The point `nearest` sorts from. */
  point?: { lat: number; lon: number } | null;
  perPage?: number;
  /** A provider's user id (provider pages). */
  user?: number;
}

/** The sort the list is shown in when the URL names none. */
export function effectiveSort(params: ListParams, kind: 'cards' | 'events'): ListingSort | null {
  if (params.sort === 'relevance' && !params.text) return kind === 'cards' ? 'rating' : null;
  if (params.sort) return params.sort;
  if (params.text) return 'relevance';
  return kind === 'cards' ? 'rating' : null;
}

/**
 * The query of a catalog or events screen: its URL's choices in the header's city; the map view
 * shows up to the most a page holds.
 */
export function screenApiQuery(
  params: ListParams,
  kind: 'cards' | 'events',
  defaultCity: string | null,
  point: { lat: number; lon: number } | null,
): string {
  return toApiQuery(params, {
    kind,
    defaultCity,
    point,
    perPage: params.view === 'map' ? PER_PAGE_MAX : undefined,
  });
}

/** The query string of GET /api/cards or /api/events for a search (`key[]=value` arrays). */
export function toApiQuery(params: ListParams, options: ApiQueryOptions): string {
  const out = new URLSearchParams();
  if (params.text) out.set('text', params.text);
  const city = params.city ?? options.defaultCity;
  if (city) out.set('city', city);
  for (const slug of params.category) out.append('category[]', slug);
  if (options.kind === 'cards') {
    for (const [key, values] of Object.entries(params.attributes)) {
      for (const value of values) out.append(`${key}[]`, value);
    }
    for (const slug of params.tag) out.append('tag[]', slug);
    if (params.price_min !== null) out.set('price_min', String(params.price_min));
    if (params.price_max !== null) out.set('price_max', String(params.price_max));
  } else {
    if (params.date_from) out.set('date_from', params.date_from);
    if (params.date_to) out.set('date_to', params.date_to);
    if (params.past) out.set('past', '1');
    if (params.free) out.set('free', '1');
  }
  const sort = effectiveSort(params, options.kind);
  if (sort === 'nearest') {
    if (options.point) {
      out.set('sort', sort);
      out.set('lat', options.point.lat.toFixed(5));
      out.set('lon', options.point.lon.toFixed(5));
    }
  } else if (sort) {
    out.set('sort', sort);
  }
  if (options.user) out.set('user', String(options.user));
  out.set('page', String(params.page));
  out.set('per_page', String(Math.min(options.perPage ?? PER_PAGE_DEFAULT, PER_PAGE_MAX)));
  return readableQuery(out);
}
