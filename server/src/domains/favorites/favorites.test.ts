import { eq } from 'drizzle-orm';
import { cardSummarySchema } from '@bilim/contract/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, buildEvent } from '../../test/listings-factories';
import { cards, events } from '../listings/listings.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function favoritesCount(cardId: number) {
  const [row] = await t.db
    .select({ count: cards.favoritesCount })
    .from(cards)
    .where(eq(cards.id, cardId));
  return row?.count;
}

describe('favorite cards', () => {
  it('adds a card once however often it is asked, and keeps the count in step', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const card = await buildCard(t, { state: 'published' });
    for (let index = 0; index < 2; index += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/favorites/cards/${card.id}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(204);
    }
    expect(await favoritesCount(card.id)).toBe(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/favorites/cards', headers: auth });
    expect(list.statusCode).toBe(200);
    const { data, meta } = list.json();
    expect(data.map((item: unknown) => cardSummarySchema.parse(item).id)).toEqual([card.id]);
    expect(data[0].favorite).toBe(true);
    expect(meta).toMatchObject({ total: 1, current_page: 1 });
  });

  it('removes a card idempotently and lowers the count', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const card = await buildCard(t, { state: 'published' });
    await t.app.inject({ method: 'PUT', url: `/api/favorites/cards/${card.id}`, headers: auth });
    for (let index = 0; index < 2; index += 1) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/favorites/cards/${card.id}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(204);
    }
    expect(await favoritesCount(card.id)).toBe(0);
  });

  it('refuses unpublished and unknown cards with 404', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const draft = await buildCard(t, { state: 'new' });
    for (const id of [draft.id, 999_999]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/favorites/cards/${id}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CARD_NOT_FOUND');
    }
  });

  it('lists the latest added first, paginated, and leaves out cards no longer public', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const first = await buildCard(t, { state: 'published' });
    const second = await buildCard(t, { state: 'published' });
    const third = await buildCard(t, { state: 'published' });
    for (const card of [first, second, third]) {
      await t.app.inject({ method: 'PUT', url: `/api/favorites/cards/${card.id}`, headers: auth });
    }
    await t.db.update(cards).set({ state: 'unpublished' }).where(eq(cards.id, second.id));
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/favorites/cards?per_page=1',
      headers: auth,
    });
    expect(page.json().data.map((item: { id: number }) => item.id)).toEqual([third.id]);
    expect(page.json().meta).toMatchObject({ total: 2, last_page: 2, per_page: 1 });
  });

  it('asks for a session', async () => {
    const card = await buildCard(t, { state: 'published' });
    const put = await t.app.inject({ method: 'PUT', url: `/api/favorites/cards/${card.id}` });
    const list = await t.app.inject({ method: 'GET', url: '/api/favorites/cards' });
    expect(put.statusCode).toBe(401);
    expect(list.statusCode).toBe(401);
  });
});

describe('favorite events', () => {
  it('adds, lists and removes an event, keeping its count in step', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const event = await buildEvent(t, { state: 'published' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/events/${event.id}`,
      headers: auth,
    });
    expect(put.statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/favorites/events', headers: auth });
    expect(list.json().data.map((item: { id: number }) => item.id)).toEqual([event.id]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/events/${event.id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.favoritesCount).toBe(0);
    const draft = await buildEvent(t, { state: 'new' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/favorites/events/${draft.id}`,
      headers: auth,
    });
    expect(refused.json().code).toBe('EVENT_NOT_FOUND');
  });
});
