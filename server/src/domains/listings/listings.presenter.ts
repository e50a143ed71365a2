import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CardSummary } from '@bilim/contract/cards';
import type { EventSummary } from '@bilim/contract/events';
import type { Photo } from '@bilim/contract/listings';
import { preparedStatement, type Executor } from '../../db/db';
import type { Storage } from '../../storage/storage';
import { accounts } from '../accounts/accounts.schema';
import { presentTitle } from '../dictionaries/dictionaries.presenter';
import {
  categories,
  cities,
  type CategoryRow,
  type CityRow,
  type TagRow,
} from '../dictionaries/dictionaries.schema';
import { favoriteCards, favoriteEvents } from '../favorites/favorites.schema';
import { users } from '../users/users.schema';
import {
  cardSummaryColumns,
  cards,
  eventSummaryColumns,
  events,
  photos,
  type CardSummaryRow,
  type EventSummaryRow,
  type PhotoRow,
} from './listings.schema';

export const PHOTO_RENDITIONS = ['thumb', 'card', 'full'] as const;

export function presentPhoto(row: PhotoRow, storage: Storage): Photo {
  const url = (rendition: (typeof PHOTO_RENDITIONS)[number]) =>
    storage.publicUrl(`${row.storageKey}/${rendition}.webp`);
  return {
    id: row.id,
    position: row.position,
    is_main: row.isMain,
    width: row.width,
    height: row.height,
    urls: { thumb: url('thumb'), card: url('card'), full: url('full') },
  };
}

/** Photos ordered for display: the main one first, then by position. */
export function orderPhotos<T extends { isMain: boolean; position: number; id: number }>(
  rows: T[],
): T[] {
  return [...rows].sort(
    (a, b) => Number(b.isMain) - Number(a.isMain) || a.position - b.position || a.id - b.id,
  );
}

export interface SummaryOptions {
  /** The signed-in user, for the `favorite` flag. */
  viewerId: number | null;
  /** Distances in metres by record id (nearest sort). */
  distances?: Map<number, number>;
  /** Highlighted title and short description by record id (text search). */
  highlights?: Map<number, { title: string; short_description: string }>;
  /** Cities, categories and tags already at hand (the catalog's cached dictionary): not read again. */
  dictionary?: {
    cityById: Map<number, CityRow>;
    categoryById: Map<number, CategoryRow>;
    tagById?: Map<number, TagRow>;
  };
}

/** The rows of `ids` found in `known`, and the rest read by `load` (none: no read). */
export async function byIds<T extends { id: number }>(
  ids: number[],
  known: Map<number, T> | undefined,
  load: (missing: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const found = new Map<number, T>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = known?.get(id);
    if (row) found.set(id, row);
    else missing.push(id);
  }
  if (missing.length > 0) for (const row of await load(missing)) found.set(row.id, row);
  return found;
}

type ListingRow = CardSummaryRow | EventSummaryRow;

/** The ids of a page's records (or their accounts), as one array parameter. */
const idsParameter = sql`${sql.placeholder('ids')}::integer[]`;

/** Each account's user: the provider block of a list item. */
const providerNames = preparedStatement('listing_provider_names', (db) =>
  db
    .select({ accountId: accounts.id, userId: users.id, name: users.name })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(sql`${accounts.id} = any(${idsParameter})`),
);

/** Each record's main photo (or its first one). */
const mainPhotosOf =
  (ownerColumn: typeof photos.cardId | typeof photos.eventId) => (db: Executor) =>
    db
      .selectDistinctOn([ownerColumn])
      .from(photos)
      .where(sql`${ownerColumn} = any(${idsParameter})`)
      .orderBy(ownerColumn, sql`${photos.isMain} desc`, photos.position, photos.id);
const mainPhotos = {
  card: preparedStatement('listing_main_card_photos', mainPhotosOf(photos.cardId)),
  event: preparedStatement('listing_main_event_photos', mainPhotosOf(photos.eventId)),
};

/** Which of the records the viewer keeps as favorites. */
const favoritesOf =
  (table: typeof favoriteCards | typeof favoriteEvents, recordColumn: AnyPgColumn) =>
  (db: Executor) =>
    db
      .select({ id: sql<number>`${recordColumn}` })
      .from(table as typeof favoriteCards)
      .where(
        and(
          eq(table.userId, sql.placeholder('userId')),
          sql`${recordColumn} = any(${idsParameter})`,
        ),
      );
const viewerFavorites = {
  card: preparedStatement(
    'listing_favorite_cards',
    favoritesOf(favoriteCards, favoriteCards.cardId),
  ),
  event: preparedStatement(
    'listing_favorite_events',
    favoritesOf(favoriteEvents, favoriteEvents.eventId),
  ),
};

/** Everything a list item needs beyond its own row, loaded for a whole page at once (no N+1). */
async function loadListingContext(
  db: Executor,
  kind: 'card' | 'event',
  rows: ListingRow[],
  { viewerId, dictionary }: SummaryOptions,
) {
  const ids = rows.map((row) => row.id);
  const cityIds = [...new Set(rows.map((row) => row.cityId))];
  const categoryIds = [...new Set(rows.flatMap((row) => row.categoryIds))];
  const accountIds = [...new Set(rows.map((row) => row.accountId))];

  const [cityRows, categoryRows, providerRows, mainPhotoRows, favoriteRows] = await Promise.all([
    byIds(cityIds, dictionary?.cityById, (missing) =>
      db.select().from(cities).where(inArray(cities.id, missing)),
    ),
    byIds(categoryIds, dictionary?.categoryById, (missing) =>
      db.select().from(categories).where(inArray(categories.id, missing)),
    ),
    accountIds.length ? providerNames(db).execute({ ids: accountIds }) : [],
    ids.length ? mainPhotos[kind](db).execute({ ids }) : [],
    ids.length && viewerId !== null
      ? viewerFavorites[kind](db).execute({ userId: viewerId, ids })
      : [],
  ]);

  return {
    cities: cityRows,
    categories: categoryRows,
    providers: new Map(providerRows.map((row) => [row.accountId, row])),
    mainPhotos: new Map(
      mainPhotoRows.map((row) => [(kind === 'card' ? row.cardId : row.eventId) ?? 0, row]),
    ),
    favorites: new Set(favoriteRows.map((row) => row.id)),
  };
}

function presentCommon(
  row: ListingRow,
  context: Awaited<ReturnType<typeof loadListingContext>>,
  storage: Storage,
  options: SummaryOptions,
) {
  const city = context.cities.get(row.cityId);
  const provider = context.providers.get(row.accountId);
  const mainPhoto = context.mainPhotos.get(row.id);
  return {
    id: row.id,
    title: row.title,
    short_description: row.shortDescription,
    state: row.state,
    pinned: row.pinned,
    city: city
      ? { id: city.id, slug: city.slug, title: presentTitle(city) }
      : { id: row.cityId, slug: '', title: { en: '', ru: '', kz: '' } },
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    categories: row.categoryIds.flatMap((id) => {
      const category = context.categories.get(id);
      return category ? [{ id, slug: category.slug, title: presentTitle(category) }] : [];
    }),
    main_photo: mainPhoto ? presentPhoto(mainPhoto, storage) : null,
    currency: 'KZT',
    provider: {
      user_id: provider?.userId ?? 0,
      account_id: row.accountId,
      name: provider?.name ?? '',
    },
    stats: {
      rating: row.rating,
      reviews_count: row.reviewsCount,
      favorites_count: row.favoritesCount,
    },
    favorite: context.favorites.has(row.id),
    distance_m: options.distances?.get(row.id) ?? null,
    highlight: options.highlights?.get(row.id) ?? null,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** Card list items for rows already loaded, in the rows' order. */
export async function presentCardSummaries(
  db: Executor,
  storage: Storage,
  rows: CardSummaryRow[],
  options: SummaryOptions,
): Promise<CardSummary[]> {
  const context = await loadListingContext(db, 'card', rows, options);
  return rows.map((row) => ({
    ...presentCommon(row, context, storage, options),
    vip: row.vip,
    price_from: row.priceFrom,
    age_from: row.ageFrom,
    age_to: row.ageTo,
  }));
}

/** Event list items for rows already loaded, in the rows' order. */
export async function presentEventSummaries(
  db: Executor,
  storage: Storage,
  rows: EventSummaryRow[],
  options: SummaryOptions,
): Promise<EventSummary[]> {
  const context = await loadListingContext(db, 'event', rows, options);
  return rows.map((row) => ({
    ...presentCommon(row, context, storage, options),
    owner_name: row.ownerName,
    start_date: row.startDate,
    finish_date: row.finishDate,
    start_time: row.startTime.slice(0, 5),
    finish_time: row.finishTime.slice(0, 5),
    is_free: row.isFree,
    price: row.price,
  }));
}

/** Loads rows by id and presents them in the order of `ids` (search and filter results). */
export async function loadCardSummaries(
  db: Executor,
  storage: Storage,
  ids: number[],
  options: SummaryOptions,
): Promise<CardSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardSummaryColumns).from(cards).where(inArray(cards.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return presentCardSummaries(db, storage, ordered, options);
}

export async function loadEventSummaries(
  db: Executor,
  storage: Storage,
  ids: number[],
  options: SummaryOptions,
): Promise<EventSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(eventSummaryColumns).from(events).where(inArray(events.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return presentEventSummaries(db, storage, ordered, options);
}
