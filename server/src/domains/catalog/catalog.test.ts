import { and, eq } from 'drizzle-orm';
import { cardDetailSchema, cardsPage } from '@bilim/contract/cards';
import { eventDetailSchema, eventsPage } from '@bilim/contract/events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import {
  buildAccount,
  buildCard,
  buildEvent,
  buildPhoto,
  firstAccountOf,
} from '../../test/listings-factories';
import { cardDailyStats, cards, eventDailyStats, events } from '../listings/listings.schema';
import { catalogDictionary, type CatalogDictionary } from './catalog.dictionary';

let t: TestApp;
let dictionary: CatalogDictionary;

beforeAll(async () => {
  t = await createTestApp();
  dictionary = await catalogDictionary(t.db);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(cards);
  await t.db.delete(events);
});

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function getCards(query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/cards?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return cardsPage.parse(res.json());
}

async function getEvents(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/events?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return eventsPage.parse(res.json());
}

describe('GET /api/cards', () => {
  it('lists only published cards, pinned and VIP first, then the newest', async () => {
    const account = await buildAccount(t);
    const older = await buildCard(t, {
      accountId: account.id,
      state: 'published',
      publishedAt: new Date('2026-01-01'),
    });
    const newer = await buildCard(t, {
      accountId: account.id,
      state: 'published',
      publishedAt: new Date('2026-02-01'),
    });
    const pinned = await buildCard(t, {
      accountId: account.id,
      state: 'published',
      pinned: true,
      publishedAt: new Date('2025-01-01'),
    });
    for (const state of ['new', 'unpublished', 'archived'] as const) {
      await buildCard(t, { accountId: account.id, state });
    }
    const { data, meta } = await getCards();
    expect(data.map((card) => card.id)).toEqual([pinned.id, newer.id, older.id]);
    expect(meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 24, total: 3 });
    expect(data[0]).toMatchObject({ state: 'published', favorite: false, highlight: null });
  });

  it('pages through the results with the total in meta', async () => {
    for (let index = 0; index < 5; index += 1) await buildCard(t, { state: 'published' });
    const first = await getCards('per_page=2');
    const third = await getCards('per_page=2&page=3');
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 3, per_page: 2, total: 5 });
    expect(first.data).toHaveLength(2);
    expect(third.data).toHaveLength(1);
  });

  it('sorts by price with unpriced cards last, and by rating', async () => {
    const reviewed = { state: 'published' as const, reviewsCount: 40 };
    const cheap = await buildCard(t, { ...reviewed, priceFrom: 1000, rating: 3 });
    const unpriced = await buildCard(t, { ...reviewed, priceFrom: null, rating: 5 });
    const dear = await buildCard(t, { ...reviewed, priceFrom: 5000, rating: 4 });
    expect((await getCards('sort=price')).data.map((card) => card.id)).toEqual([
      cheap.id,
      dear.id,
      unpriced.id,
    ]);
    expect((await getCards('sort=rating')).data.map((card) => card.id)).toEqual([
      unpriced.id,
      dear.id,
      cheap.id,
    ]);
  });

  it('ranks by rating with the number of reviews counted: one 5-star review is not first', async () => {
    const published = { state: 'published' as const };
    const unreviewed = await buildCard(t, { ...published, rating: 0, reviewsCount: 0 });
    const once = await buildCard(t, { ...published, rating: 5, reviewsCount: 1 });
    const loved = await buildCard(t, { ...published, rating: 4.8, reviewsCount: 240 });
    const fewGood = await buildCard(t, { ...published, rating: 4.6, reviewsCount: 12 });
    const disliked = await buildCard(t, { ...published, rating: 1.5, reviewsCount: 30 });
    expect((await getCards('sort=rating')).data.map((card) => card.id)).toEqual([
      loved.id,
      fewGood.id,
      once.id,
      unreviewed.id,
      disliked.id,
    ]);
  });

  it('sorts by distance from a point and answers the distance in metres', async () => {
    const almaty = await buildCard(t, {
      state: 'published',
      latitude: 43.2389,
      longitude: 76.8897,
    });
    const astana = await buildCard(t, {
      state: 'published',
      latitude: 51.1605,
      longitude: 71.4704,
    });
    const { data } = await getCards('sort=nearest&lat=51.17&lon=71.45');
    expect(data.map((card) => card.id)).toEqual([astana.id, almaty.id]);
    expect(data[0]?.distance_m).toBeGreaterThan(1000);
    expect(data[0]?.distance_m).toBeLessThan(3000);
    // Almaty–Astana is about 970 km as the crow flies.
    expect(data[1]?.distance_m).toBeGreaterThan(940_000);
    expect(data[1]?.distance_m).toBeLessThan(1_000_000);
  });

  it('asks for the point when sorting by distance without one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cards?sort=nearest' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { lat: 'Fill value' } });
  });

  it('filters by a top category including its subcategories', async () => {
    const schools = dictionary.categoryBySlug.get('schools');
    const privateSchools = dictionary.categoryBySlug.get('schools-private');
    const tutors = dictionary.categoryBySlug.get('tutors');
    const inTop = await buildCard(t, { state: 'published', categoryIds: [schools!.id] });
    const inChild = await buildCard(t, { state: 'published', categoryIds: [privateSchools!.id] });
    await buildCard(t, { state: 'published', categoryIds: [tutors!.id] });
    const { data, meta } = await getCards('category[]=schools');
    expect(data.map((card) => card.id).sort()).toEqual([inTop.id, inChild.id].sort());
    expect(meta.facets.category).toMatchObject({ schools: 2, 'schools-private': 1, tutors: 1 });
    const child = await getCards('category=schools-private');
    expect(child.data.map((card) => card.id)).toEqual([inChild.id]);
  });

  it("lists one provider's cards with ?user=", async () => {
    const { user } = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t, user.id);
    const own = await buildCard(t, { accountId: account.id, state: 'published' });
    await buildCard(t, { state: 'published' });
    const { data } = await getCards(`user=${user.id}`);
    expect(data.map((card) => card.id)).toEqual([own.id]);
  });

  it('marks the signed-in user’s favorites', async () => {
    const card = await buildCard(t, { state: 'published' });
    const { auth } = await buildSignedInUser(t.db);
    await t.app.inject({ method: 'PUT', url: `/api/favorites/cards/${card.id}`, headers: auth });
    expect((await getCards('', auth)).data[0]?.favorite).toBe(true);
    expect((await getCards()).data[0]?.favorite).toBe(false);
  });
});

describe('GET /api/events', () => {
  it('lists upcoming events first, soonest first, and hides past ones unless past=1', async () => {
    const later = await buildEvent(t, {
      state: 'published',
      startDate: isoDay(20),
      finishDate: isoDay(21),
    });
    const soon = await buildEvent(t, {
      state: 'published',
      startDate: isoDay(2),
      finishDate: isoDay(2),
    });
    const running = await buildEvent(t, {
      state: 'published',
      startDate: isoDay(-3),
      finishDate: isoDay(0),
    });
    const past = await buildEvent(t, {
      state: 'published',
      startDate: isoDay(-10),
      finishDate: isoDay(-9),
    });
    await buildEvent(t, { state: 'new', startDate: isoDay(1), finishDate: isoDay(1) });

    const upcoming = await getEvents();
    expect(upcoming.data.map((event) => event.id)).toEqual([running.id, soon.id, later.id]);
    const all = await getEvents('past=1');
    expect(all.data.map((event) => event.id)).toEqual([running.id, soon.id, later.id, past.id]);
  });

  it('filters by a date range (overlap), free events and price', async () => {
    const inRange = await buildEvent(t, {
      state: 'published',
      startDate: isoDay(5),
      finishDate: isoDay(7),
      isFree: false,
      price: 500_000,
    });
    const free = await buildEvent(t, {
      state: 'published',
      startDate: isoDay(30),
      finishDate: isoDay(30),
      isFree: true,
    });
    const range = await getEvents(`date_from=${isoDay(6)}&date_to=${isoDay(10)}`);
    expect(range.data.map((event) => event.id)).toEqual([inRange.id]);
    expect((await getEvents('free=1')).data.map((event) => event.id)).toEqual([free.id]);
    expect((await getEvents('price_min=100000')).data.map((event) => event.id)).toEqual([
      inRange.id,
    ]);
    expect((await getEvents('price_max=0')).data.map((event) => event.id)).toEqual([free.id]);
  });

  it('counts events per city and category in the facets', async () => {
    const event = await buildEvent(t, { state: 'published' });
    const { meta } = await getEvents();
    const city = dictionary.cityById.get(event.cityId);
    const category = dictionary.categoryById.get(event.categoryIds[0] ?? 0);
    expect(meta.facets.city?.[city!.slug]).toBe(1);
    expect(meta.facets.category?.[category!.slug]).toBe(1);
    expect(Object.values(meta.facets.city ?? {}).reduce((a, b) => a + b, 0)).toBe(1);
  });
});

describe('GET /api/cards/{id}', () => {
  it('answers a published card with contact types but no contact values', async () => {
    const card = await buildCard(t, {
      state: 'published',
      contacts: [
        { type: 'phone', value: '+7 701 111 22 33' },
        { type: 'email', value: 'school@example.kz' },
      ],
      attributeValues: ['format:online', 'class_type:group'],
    });
    const photo = await buildPhoto(t, { cardId: card.id }, { isMain: true });
    const res = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(cardDetailSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      id: card.id,
      contacts: null,
      contact_types: ['phone', 'email'],
      attributes: { format: ['online'], class_type: ['group'] },
      policies: { update: false, publish: false, archive: false },
    });
    expect(data.photos[0].id).toBe(photo.id);
  });

  it('answers 404 CARD_NOT_FOUND for unknown and unpublished cards', async () => {
    const draft = await buildCard(t, { state: 'new' });
    const archived = await buildCard(t, { state: 'archived' });
    for (const id of [draft.id, archived.id, 999_999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/cards/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Card not found', code: 'CARD_NOT_FOUND' });
    }
  });

  it('shows the owner what they may do with their card, and nobody else', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t, user.id);
    const card = await buildCard(t, { accountId: account.id, state: 'published' });
    const own = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}`, headers: auth });
    expect(own.json().data.policies).toMatchObject({ update: true, unpublish: true, pin: true });
    const other = await buildSignedInUser(t.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${card.id}`,
      headers: other.auth,
    });
    expect(Object.values(foreign.json().data.policies)).not.toContain(true);
  });

  it('counts the views of the day', async () => {
    const card = await buildCard(t, { state: 'published' });
    for (let index = 0; index < 3; index += 1) {
      await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}` });
    }
    await t.app.ctx.tasks.idle();
    const rows = await t.db.select().from(cardDailyStats).where(eq(cardDailyStats.cardId, card.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ views: 3, contactReveals: 0 });
  });
});

describe('POST /api/cards/{id}/contacts', () => {
  it('reveals the contact values and counts the reveal', async () => {
    const card = await buildCard(t, {
      state: 'published',
      contacts: [{ type: 'telegram', value: '@bilim_school' }],
    });
    const res = await t.app.inject({ method: 'POST', url: `/api/cards/${card.id}/contacts` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ type: 'telegram', value: '@bilim_school' }] });
    await t.app.ctx.tasks.idle();
    const [stats] = await t.db
      .select()
      .from(cardDailyStats)
      .where(eq(cardDailyStats.cardId, card.id));
    expect(stats).toMatchObject({ contactReveals: 1, views: 0 });
  });

  it('answers 404 for an unpublished card', async () => {
    const card = await buildCard(t, { state: 'unpublished' });
    const res = await t.app.inject({ method: 'POST', url: `/api/cards/${card.id}/contacts` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/events/{id} and its contacts', () => {
  it('answers a published event, counts its views and reveals', async () => {
    const event = await buildEvent(t, {
      state: 'published',
      contacts: [{ type: 'phone', value: '+7 702 333 44 55' }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(eventDetailSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({ contacts: null, contact_types: ['phone'] });
    const reveal = await t.app.inject({ method: 'POST', url: `/api/events/${event.id}/contacts` });
    expect(reveal.json().data).toEqual([{ type: 'phone', value: '+7 702 333 44 55' }]);
    await t.app.ctx.tasks.idle();
    const [stats] = await t.db
      .select()
      .from(eventDailyStats)
      .where(and(eq(eventDailyStats.eventId, event.id)));
    expect(stats).toMatchObject({ views: 1, contactReveals: 1 });
  });

  it('answers 404 EVENT_NOT_FOUND for an unpublished event', async () => {
    const event = await buildEvent(t, { state: 'unpublished' });
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('EVENT_NOT_FOUND');
  });
});
