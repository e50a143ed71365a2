import { randomUUID } from 'node:crypto';
import { DEFAULT_CURRENCY } from '@bilim/contract/constants';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/db';
import { accounts, type AccountRow } from '../domains/accounts/accounts.schema';
import { categories, cities } from '../domains/dictionaries/dictionaries.schema';
import {
  cardColumns,
  cards,
  eventColumns,
  events,
  photos,
  type CardRow,
  type EventRow,
  type PhotoRow,
} from '../domains/listings/listings.schema';
import { defaultTariffId } from '../domains/tariffs/tariffs.queries';
import { tariffs } from '../domains/tariffs/tariffs.schema';
import { buildUser } from './factories';

/**
 * Factories of accounts, cards, events and photos for tests. They write rows directly (fast, any
 * state), with believable defaults: a fresh user's account, the first city and the first top
 * category of the seeded dictionaries. Pass either a database (`t.db`) or anything holding one
 * (`t`, an AppContext).
 */
type DbSource = Db | { db: Db };

function dbOf(source: DbSource): Db {
  return 'select' in source ? source : source.db;
}

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** The first city and the first top category of the seeded dictionaries. */
async function dictionaryDefaults(db: Db): Promise<{ cityId: number; categoryId: number }> {
  const [city] = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(1);
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(1);
  if (!city || !category) {
    throw new Error('listings factories need the dictionaries seeded (createTestApp seeds them)');
  }
  return { cityId: city.id, categoryId: category.id };
}

export interface AccountOverrides {
  /** The owner; a fresh user when left out. */
  userId?: number;
  title?: string;
  /** A tariff by slug (`free`, `start`, `business`, `super`, `flexible`); the default one otherwise. */
  tariff?: string;
}

/** A provider account (a fresh user's, or another of `userId`'s). */
export async function buildAccount(
  source: DbSource,
  overrides: AccountOverrides = {},
): Promise<AccountRow> {
  const db = dbOf(source);
  const userId = overrides.userId ?? (await buildUser(db)).id;
  let tariffId: number | typeof defaultTariffId = defaultTariffId;
  if (overrides.tariff) {
    const [tariff] = await db
      .select({ id: tariffs.id })
      .from(tariffs)
      .where(eq(tariffs.slug, overrides.tariff));
    if (!tariff) throw new Error(`no tariff ${overrides.tariff} (seed tariffs first)`);
    tariffId = tariff.id;
  }
  const [account] = await db
    .insert(accounts)
    .values({
      userId,
      title: overrides.title ?? `Test Account ${next()}`,
      currency: DEFAULT_CURRENCY,
      tariffId,
    })
    .returning();
  if (!account) throw new Error('account insert returned nothing');
  return account;
}

/** The first account of a user (created with the user). */
export async function firstAccountOf(source: DbSource, userId: number): Promise<AccountRow> {
  const [account] = await dbOf(source)
    .select()
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.id))
    .limit(1);
  if (!account) throw new Error(`user ${userId} has no account`);
  return account;
}

type CardInsert = typeof cards.$inferInsert;
type EventInsert = typeof events.$inferInsert;

/** Card columns to override (camelCase, as in the table); `accountId` defaults to a fresh account. */
export type CardOverrides = Partial<Omit<CardInsert, 'id' | 'searchVector'>>;
export type EventOverrides = Partial<Omit<EventInsert, 'id' | 'searchVector'>>;

function publishedAtFor(state: string | undefined, publishedAt: Date | null | undefined) {
  if (publishedAt !== undefined) return publishedAt;
  return state === 'published' || state === 'unpublished' ? new Date() : null;
}

/** A card, `new` unless `state` says otherwise (published ones get `publishedAt`). */
export async function buildCard(source: DbSource, overrides: CardOverrides = {}): Promise<CardRow> {
  const db = dbOf(source);
  const n = next();
  const defaults = await dictionaryDefaults(db);
  const accountId = overrides.accountId ?? (await buildAccount(db)).id;
  const [card] = await db
    .insert(cards)
    .values({
      title: `Test card ${n}`,
      shortDescription: 'A short description of the test card.',
      longDescription:
        'A long description of the test card, long enough for the fifty characters rule.',
      cityId: defaults.cityId,
      address: `Abay Avenue ${n}`,
      latitude: 43.2389,
      longitude: 76.8897,
      categoryIds: [defaults.categoryId],
      contacts: [{ type: 'phone', value: '+7 701 000 00 00' }],
      ...overrides,
      accountId,
      publishedAt: publishedAtFor(overrides.state, overrides.publishedAt),
    })
    .returning(cardColumns);
  if (!card) throw new Error('card insert returned nothing');
  return card;
}

/** An event a week from now, `new` unless `state` says otherwise. */
export async function buildEvent(
  source: DbSource,
  overrides: EventOverrides = {},
): Promise<EventRow> {
  const db = dbOf(source);
  const n = next();
  const defaults = await dictionaryDefaults(db);
  const accountId = overrides.accountId ?? (await buildAccount(db)).id;
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [event] = await db
    .insert(events)
    .values({
      title: `Test event ${n}`,
      shortDescription: 'A short description of the test event.',
      longDescription:
        'A long description of the test event, long enough for the fifty characters rule.',
      cityId: defaults.cityId,
      address: `Dostyk Avenue ${n}`,
      latitude: 43.2389,
      longitude: 76.8897,
      categoryIds: [defaults.categoryId],
      contacts: [{ type: 'phone', value: '+7 701 000 00 00' }],
      ownerName: `Organiser ${n}`,
      startDate: day,
      finishDate: day,
      startTime: '10:00',
      finishTime: '12:00',
      isFree: true,
      ...overrides,
      accountId,
      publishedAt: publishedAtFor(overrides.state, overrides.publishedAt),
    })
    .returning(eventColumns);
  if (!event) throw new Error('event insert returned nothing');
  return event;
}

/**
 * A photo row of a card or an event (no files are written: its URLs point nowhere). Tests of the
 * upload pipeline go through the route instead.
 */
export async function buildPhoto(
  source: DbSource,
  owner: { cardId: number } | { eventId: number },
  overrides: Partial<Pick<PhotoRow, 'position' | 'isMain' | 'width' | 'height'>> = {},
): Promise<PhotoRow> {
  const [photo] = await dbOf(source)
    .insert(photos)
    .values({
      ...('cardId' in owner ? { cardId: owner.cardId } : { eventId: owner.eventId }),
      storageKey: `photos/test/${randomUUID()}`,
      width: 1200,
      height: 800,
      bytes: 50_000,
      position: 0,
      isMain: false,
      ...overrides,
    })
    .returning();
  if (!photo) throw new Error('photo insert returned nothing');
  return photo;
}

/** A valid body of POST /api/cabinet/cards for an account (dictionary ids looked up). */
export async function cardInputFor(
  source: DbSource,
  accountId: number,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const defaults = await dictionaryDefaults(dbOf(source));
  return {
    account_id: accountId,
    title: 'Robotics club for kids',
    short_description: 'Build and program robots every week.',
    long_description:
      'Weekly robotics classes: mechanics, sensors and programming, with a tournament at the end of the term.',
    category_ids: [defaults.categoryId],
    city_id: defaults.cityId,
    address: 'Abay Avenue 10',
    latitude: 43.2389,
    longitude: 76.8897,
    link: 'https://robotics.example.kz',
    contacts: [
      { type: 'phone', value: '+7 701 123 45 67' },
      { type: 'telegram', value: '@robotics_kz' },
    ],
    attributes: { format: ['offline'], gender: ['mixed'] },
    age_from: 8,
    age_to: 12,
    price_from: 2_500_000,
    ...overrides,
  };
}

/** A valid body of POST /api/cabinet/events for an account. */
export async function eventInputFor(
  source: DbSource,
  accountId: number,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const defaults = await dictionaryDefaults(dbOf(source));
  return {
    account_id: accountId,
    title: 'Open day at the robotics club',
    short_description: 'Come and try building a robot.',
    long_description:
      'An open day for families: short workshops, a robot race and answers to every question about our courses.',
    category_ids: [defaults.categoryId],
    city_id: defaults.cityId,
    address: 'Abay Avenue 10',
    latitude: 43.2389,
    longitude: 76.8897,
    contacts: [{ type: 'phone', value: '+7 701 123 45 67' }],
    owner_name: 'Robotics Club',
    start_date: '2030-05-01',
    finish_date: '2030-05-01',
    start_time: '10:00',
    finish_time: '14:00',
    is_free: false,
    price: 500_000,
    ...overrides,
  };
}
