import { cardDetailSchema } from '@bilim/contract/cards';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import {
  buildAccount,
  buildCard,
  cardInputFor,
  firstAccountOf,
} from '../../test/listings-factories';
import { cards } from '../listings/listings.schema';
import { ageGroups } from './card-attributes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function signedInProvider() {
  const signedIn = await buildSignedInUser(t.db);
  const account = await firstAccountOf(t.db, signedIn.user.id);
  return { ...signedIn, account };
}

describe('POST /api/cabinet/cards', () => {
  it('creates a card in state new and answers its detail with contacts and policies', async () => {
    const { auth, account, user } = await signedInProvider();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: auth,
      payload: await cardInputFor(t.db, account.id),
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(cardDetailSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      state: 'new',
      pinned: false,
      published_at: null,
      account_id: account.id,
      title: 'Robotics club for kids',
      price_from: 2_500_000,
      contacts: [
        { type: 'phone', value: '+7 701 123 45 67' },
        { type: 'telegram', value: '@robotics_kz' },
      ],
      contact_types: ['phone', 'telegram'],
      provider: { user_id: user.id, account_id: account.id },
      photos: [],
      main_photo: null,
      policies: {
        update: true,
        publish: true,
        unpublish: false,
        archive: true,
        restore: false,
        delete: true,
        pin: false,
        unpin: false,
      },
    });
    expect(data.attributes).toEqual({
      age: ['7_10', '11_14'],
      format: ['offline'],
      gender: ['mixed'],
    });
  });

  it('derives the age groups from the age range and ignores an age sent by the client', async () => {
    const { auth, account } = await signedInProvider();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: auth,
      payload: await cardInputFor(t.db, account.id, {
        attributes: { age: ['0_3'], class_type: ['group', 'individual'] },
        age_from: 16,
        age_to: null,
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toEqual({
      age: ['15_17', '18_plus'],
      class_type: ['group', 'individual'],
    });
    const [row] = await t.db
      .select({ values: cards.attributeValues })
      .from(cards)
      .where(eq(cards.id, res.json().data.id));
    expect(row?.values).toEqual([
      'age:15_17',
      'age:18_plus',
      'class_type:group',
      'class_type:individual',
    ]);
  });

  it('answers "Title is required" and "Enter at least 20 characters" per field', async () => {
    const { auth, account } = await signedInProvider();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: auth,
      payload: await cardInputFor(t.db, account.id, {
        title: '  ',
        short_description: 'Too short',
        long_description: 'Also too short',
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: FIELD_MESSAGES.TITLE_REQUIRED,
      short_description: FIELD_MESSAGES.TOO_SHORT_20,
      long_description: FIELD_MESSAGES.TOO_SHORT_50,
    });
  });

  it('refuses coordinates out of range', async () => {
    const { auth, account } = await signedInProvider();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: auth,
      payload: await cardInputFor(t.db, account.id, { latitude: 95, longitude: -200 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      latitude: FIELD_MESSAGES.LATITUDE_RANGE,
      longitude: FIELD_MESSAGES.LONGITUDE_RANGE,
    });
  });

  it('refuses an unknown category, an unknown city and unknown attributes or values', async () => {
    const { auth, account } = await signedInProvider();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: auth,
      payload: await cardInputFor(t.db, account.id, {
        category_ids: [999_999],
        city_id: 999_999,
        attributes: { colour: ['red'], format: ['underwater'], gender: ['boys', 'girls'] },
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'VALIDATION_FAILED',
      errors: {
        category_ids: FIELD_MESSAGES.CATEGORY_REQUIRED,
        city_id: FIELD_MESSAGES.CITY_NOT_FOUND,
        'attributes.colour': FIELD_MESSAGES.INVALID_CHOICE,
        'attributes.format': FIELD_MESSAGES.INVALID_CHOICE,
        'attributes.gender': FIELD_MESSAGES.INVALID_CHOICE,
      },
    });
    const rows = await t.db.select().from(cards).where(eq(cards.accountId, account.id));
    expect(rows).toEqual([]);
  });

  it('answers "Account is required" for another user\'s account, and nothing is created', async () => {
    const { auth } = await signedInProvider();
    const stranger = await buildAccount(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: auth,
      payload: await cardInputFor(t.db, stranger.id),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ account_id: FIELD_MESSAGES.ACCOUNT_REQUIRED });
    const rows = await t.db.select().from(cards).where(eq(cards.accountId, stranger.id));
    expect(rows).toEqual([]);
  });

  it("lets an admin create a card in anyone's account", async () => {
    const { auth } = await buildSignedInUser(t.db, { roles: ['admin'] });
    const account = await buildAccount(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: auth,
      payload: await cardInputFor(t.db, account.id),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.account_id).toBe(account.id);
  });

  it('makes one card of a form sent twice with its Idempotency-Key, and refuses the key for another form', async () => {
    const { auth, account } = await signedInProvider();
    const form = await cardInputFor(t.db, account.id);
    const send = (payload: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cabinet/cards',
        headers: { ...auth, 'idempotency-key': key },
        payload,
      });
    const [first, second] = await Promise.all([send(form, 'form-1'), send(form, 'form-1')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data.id).toBe(second.json().data.id);
    const other = await send({ ...form, title: 'Another robotics club' }, 'form-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ idempotency_key: FIELD_MESSAGES.INVALID_VALUE });
    const next = await send(form, 'form-2');
    expect(next.statusCode).toBe(201);
    const rows = await t.db.select().from(cards).where(eq(cards.accountId, account.id));
    expect(rows.map((row) => row.id).sort()).toEqual(
      [first.json().data.id, next.json().data.id].sort(),
    );
  });

  it('fails with 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cabinet/cards', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/cabinet/cards/{id}', () => {
  it('replaces every field of the form and keeps the state', async () => {
    const { auth, account } = await signedInProvider();
    const card = await buildCard(t.db, { accountId: account.id, state: 'published' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cabinet/cards/${card.id}`,
      headers: auth,
      payload: await cardInputFor(t.db, account.id, {
        title: 'Chess school',
        link: '',
        contacts: [],
        attributes: {},
        age_from: null,
        age_to: null,
        price_from: null,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Chess school',
      state: 'published',
      link: null,
      contacts: [],
      contact_types: [],
      attributes: {},
      age_from: null,
      price_from: null,
    });
    expect(res.json().data.updated_at >= card.updatedAt.toISOString()).toBe(true);
  });
});

describe('GET /api/cabinet/cards', () => {
  it("lists one account's cards, pinned first, then newest, filtered by state and title", async () => {
    const { auth, account } = await signedInProvider();
    const old = await buildCard(t.db, {
      accountId: account.id,
      title: 'Old piano lessons',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const pinned = await buildCard(t.db, {
      accountId: account.id,
      title: 'Pinned swimming',
      state: 'published',
      pinned: true,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const fresh = await buildCard(t.db, { accountId: account.id, title: 'Fresh 100% piano' });
    const archived = await buildCard(t.db, { accountId: account.id, state: 'archived' });
    await buildCard(t.db); // someone else's

    const all = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/cards?account_id=${account.id}`,
      headers: auth,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((card: { id: number }) => card.id)).toEqual([
      pinned.id,
      archived.id,
      fresh.id,
      old.id,
    ]);
    expect(all.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 4 });

    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/cards?account_id=${account.id}&state[]=new&state[]=published&text=PIANO`,
      headers: auth,
    });
    expect(filtered.json().data.map((card: { id: number }) => card.id)).toEqual([fresh.id, old.id]);
    const literal = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/cards?account_id=${account.id}&text=${encodeURIComponent('100%')}`,
      headers: auth,
    });
    expect(literal.json().data.map((card: { id: number }) => card.id)).toEqual([fresh.id]);
  });

  it("answers 404 ACCOUNT_NOT_FOUND for someone else's account", async () => {
    const { auth } = await signedInProvider();
    const stranger = await buildAccount(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/cards?account_id=${stranger.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
  });
});

describe('age groups', () => {
  it('covers every group the range overlaps', () => {
    expect(ageGroups(null, null)).toEqual([]);
    expect(ageGroups(3, 3)).toEqual(['0_3', '3_6']);
    expect(ageGroups(null, 2)).toEqual(['0_3']);
    expect(ageGroups(10, 15)).toEqual(['7_10', '11_14', '15_17']);
    expect(ageGroups(25, null)).toEqual(['18_plus']);
  });
});
