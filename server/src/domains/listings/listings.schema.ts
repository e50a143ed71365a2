import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  time,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Contact } from '@bilim/contract/listings';
import { accounts } from '../accounts/accounts.schema';
import { cities } from '../dictionaries/dictionaries.schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const LISTING_STATE_CHECK = `in ('new', 'published', 'unpublished', 'archived')`;

/**
 * The weighted search document of a listing: the title (A) beats the short description (B),
 * which beats the long one (C); each in Russian and English morphology and as plain words
 * (`simple`, for Kazakh and names). Prefixes match `simple` words; typos are corrected into
 * title words through `search_words`.
 */
function searchDocument(title: AnyPgColumn, short: AnyPgColumn, long: AnyPgColumn): SQL {
  const part = (config: string, column: AnyPgColumn, weight: string) =>
    sql.raw(
      `setweight(to_tsvector('${config}'::regconfig, coalesce("${column.name}", '')), '${weight}')`,
    );
  const parts: SQL[] = [];
  for (const [column, weight] of [
    [title, 'A'],
    [short, 'B'],
    [long, 'C'],
  ] as const) {
    for (const config of ['russian', 'english', 'simple']) parts.push(part(config, column, weight));
  }
  return sql.join(parts, sql.raw(' || '));
}

/** Columns cards and events share. */
const listingColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  shortDescription: text('short_description').notNull(),
  longDescription: text('long_description').notNull(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  link: text('link'),
  contacts: jsonb('contacts').$type<Contact[]>().notNull().default([]),
  /** Category ids (subcategories included as chosen); GIN-indexed for the catalog filter. */
  categoryIds: integer('category_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  state: text('state', { enum: ['new', 'published', 'unpublished', 'archived'] })
    .notNull()
    .default('new'),
  pinned: boolean('pinned').notNull().default(false),
  rating: real('rating').notNull().default(0),
  reviewsCount: integer('reviews_count').notNull().default(0),
  favoritesCount: integer('favorites_count').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /**
   * Until when the owner's publish or login restriction takes the record off the public site
   * ('infinity': until removed; null: not hidden). Kept by the restrictions domain in the
   * transaction that restricts or lifts (`refreshOwnerHiding`), so public reads test a column of
   * the row instead of looking restrictions up per row.
   */
  hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cards = pgTable(
  'cards',
  {
    ...listingColumns(),
    /** Filter attributes as `key:value` strings (e.g. `format:online`), GIN-indexed for filters and facets. */
    attributeValues: text('attribute_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Tag ids (the tags dictionary), GIN-indexed for the catalog's tag filter and the search. */
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ageFrom: integer('age_from'),
    ageTo: integer('age_to'),
    /** Lowest monthly price in minor units, when shown. */
    priceFrom: bigint('price_from', { mode: 'number' }),
    /** Set while the VIP mark runs (bought from the balance); the catalog orders by `vip`. */
    vip: boolean('vip').notNull().default(false),
    /** When the bought VIP period ends (null: never bought); `expireVip` clears `vip` then. */
    vipUntil: timestamp('vip_until', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchDocument(cards.title, cards.shortDescription, cards.longDescription),
    ),
  },
  (table) => [
    check('cards_state_valid', sql.raw(`"state" ${LISTING_STATE_CHECK}`)),
    check('cards_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('cards_longitude_range', sql`${table.longitude} between -180 and 180`),
    check(
      'cards_age_range',
      sql`${table.ageFrom} is null or ${table.ageTo} is null or ${table.ageFrom} <= ${table.ageTo}`,
    ),
    check('cards_price_not_negative', sql`${table.priceFrom} is null or ${table.priceFrom} >= 0`),
    index('cards_account_state_idx').on(table.accountId, table.state),
    // The catalog's default order (pinned, VIP, newest), with and without a city; the null
    // orderings match the query's ORDER BY (`desc` is nulls first) so the index can serve it.
    index('cards_public_order_idx').on(
      table.state,
      table.pinned.desc().nullsFirst(),
      table.vip.desc().nullsFirst(),
      table.publishedAt.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    index('cards_public_city_order_idx').on(
      table.state,
      table.cityId,
      table.pinned.desc().nullsFirst(),
      table.vip.desc().nullsFirst(),
      table.publishedAt.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    // Facet counts within a city read only this index (an index-only scan): every column they
    // filter or group published cards by.
    index('cards_public_facets_idx')
      .on(
        table.cityId,
        table.priceFrom,
        table.accountId,
        table.hiddenUntil,
        table.id,
        table.categoryIds,
        table.attributeValues,
      )
      .where(sql`state = 'published'`),
    // The nearest sort: latitude and longitude ranges around the point.
    index('cards_public_position_idx')
      .on(table.latitude, table.longitude)
      .where(sql`state = 'published'`),
    // The VIP periods that end (expireVip, on the renewal scheduler's clock): the few VIP cards,
    // not a scan of the whole table.
    index('cards_vip_until_idx')
      .on(table.vipUntil)
      .where(sql`vip`),
    index('cards_category_ids_idx').using('gin', table.categoryIds),
    index('cards_attribute_values_idx').using('gin', table.attributeValues),
    index('cards_tag_ids_idx').using('gin', table.tagIds),
    index('cards_search_idx').using('gin', table.searchVector),
    index('cards_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);

export const events = pgTable(
  'events',
  {
    ...listingColumns(),
    ownerName: text('owner_name').notNull(),
    startDate: date('start_date').notNull(),
    finishDate: date('finish_date').notNull(),
    startTime: time('start_time').notNull(),
    finishTime: time('finish_time').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    /** In minor units; null when free. */
    price: bigint('price', { mode: 'number' }),
    searchVector: tsvector('search_vector').generatedAlwaysAs((): SQL =>
      searchDocument(events.title, events.shortDescription, events.longDescription),
    ),
  },
  (table) => [
    check('events_state_valid', sql.raw(`"state" ${LISTING_STATE_CHECK}`)),
    check('events_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('events_longitude_range', sql`${table.longitude} between -180 and 180`),
    check(
      'events_start_not_after_finish',
      sql`(${table.startDate} + ${table.startTime}) <= (${table.finishDate} + ${table.finishTime})`,
    ),
    check('events_price_not_negative', sql`${table.price} is null or ${table.price} >= 0`),
    index('events_account_state_idx').on(table.accountId, table.state),
    // The upcoming events' order (pinned, soonest, newest), with and without a city.
    index('events_public_order_idx').on(
      table.state,
      table.pinned.desc().nullsFirst(),
      table.startDate,
      table.id.desc().nullsFirst(),
    ),
    index('events_public_city_order_idx').on(
      table.state,
      table.cityId,
      table.pinned.desc().nullsFirst(),
      table.startDate,
      table.id.desc().nullsFirst(),
    ),
    index('events_public_position_idx')
      .on(table.latitude, table.longitude)
      .where(sql`state = 'published'`),
    index('events_category_ids_idx').using('gin', table.categoryIds),
    index('events_search_idx').using('gin', table.searchVector),
    index('events_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);

/** Photos of a card or an event (exactly one), stored as WebP renditions under `storage_key`. */
export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    /** Renditions live at `<storage_key>/thumb.webp`, `/card.webp`, `/full.webp`. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('photos_one_owner', sql`(${table.cardId} is null) <> (${table.eventId} is null)`),
    index('photos_card_idx').on(table.cardId, table.position),
    index('photos_event_idx').on(table.eventId, table.position),
  ],
);

/** Page views and contact reveals per record and day (provider statistics later). */
export const cardDailyStats = pgTable(
  'card_daily_stats',
  {
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    contactReveals: integer('contact_reveals').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.day] })],
);

export const eventDailyStats = pgTable(
  'event_daily_stats',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    contactReveals: integer('contact_reveals').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.day] })],
);

/**
 * The words of cards' and events' titles (`simple` lexemes of three letters or more), added by
 * triggers on both tables as titles are written (migration 0007; never removed). A query word
 * with a typo is matched against these by trigram similarity (a small index), and the words
 * found join the text query, so the listings themselves are searched through their text index
 * only. No unique key: a writer never waits for another's new words, and two writers adding the
 * same new word at once may both keep it (lookups take each word once).
 */
export const searchWords = pgTable('search_words', { word: text('word').notNull() }, (table) => [
  index('search_words_word_idx').on(table.word),
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);

// Reads select these: every column but the search document and the hiding mark, which only the
// database's predicates need.
const {
  searchVector: _cardSearchVector,
  hiddenUntil: _cardHiddenUntil,
  ...cardColumns
} = getTableColumns(cards);
const {
  searchVector: _eventSearchVector,
  hiddenUntil: _eventHiddenUntil,
  ...eventColumns
} = getTableColumns(events);
export { cardColumns, eventColumns };

export type CardRow = Omit<typeof cards.$inferSelect, 'searchVector' | 'hiddenUntil'>;
export type EventRow = Omit<typeof events.$inferSelect, 'searchVector' | 'hiddenUntil'>;

// Lists select these: what a list item shows, without the long texts and details of the page.
const {
  longDescription: _cardLongDescription,
  contacts: _cardContacts,
  link: _cardLink,
  attributeValues: _cardAttributeValues,
  tagIds: _cardTagIds,
  ...cardSummaryColumns
} = cardColumns;
const {
  longDescription: _eventLongDescription,
  contacts: _eventContacts,
  link: _eventLink,
  ...eventSummaryColumns
} = eventColumns;
export { cardSummaryColumns, eventSummaryColumns };

export type CardSummaryRow = Omit<
  CardRow,
  'longDescription' | 'contacts' | 'link' | 'attributeValues' | 'tagIds'
>;
export type EventSummaryRow = Omit<EventRow, 'longDescription' | 'contacts' | 'link'>;
export type PhotoRow = typeof photos.$inferSelect;
