import { INT4_MAX, MONEY_MAX } from '@bilim/contract/api';
import { PAGE_MAX } from '@bilim/contract/constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { buildSignedInUser } from '../test/factories';
import { buildCard, cardInputFor, firstAccountOf } from '../test/listings-factories';
import { multipart } from '../test/multipart';

/**
 * Input the database cannot hold is refused by validation (422 with a catalogue message per
 * field), never by the database (a 500): ids and counts beyond PostgreSQL's `integer`, money
 * beyond what stays exact, pages beyond any list, NUL characters, texts too long for an index.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
let provider: Awaited<ReturnType<typeof buildSignedInUser>>;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedInUser(t.db, { roles: ['admin'] });
  provider = await buildSignedInUser(t.db);
  accountId = (await firstAccountOf(t.db, provider.user.id)).id;
});
afterAll(async () => t?.close());

const invalid = (field: string, message = 'Invalid value') => ({
  message: 'The given data was invalid',
  code: 'VALIDATION_FAILED',
  errors: { [field]: message },
});

describe('ids beyond PostgreSQL integers', () => {
  it('answers 422 on every route with an id in its path, never a 500', async () => {
    const withIds = t.app.routeAccess.filter(
      (route) => /:(id|photoId)\b/.test(route.url) && route.method !== 'HEAD',
    );
    expect(withIds.length).toBeGreaterThan(20);
    for (const route of withIds) {
      for (const id of [String(INT4_MAX + 1), '99999999999999999999', '1e10']) {
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: route.url.replace(':id', id).replace(':photoId', id).replace(':action', 'pin'),
          headers: admin.auth,
        });
        expect(res.statusCode, `${route.method} ${route.url} ${id}`).toBe(422);
      }
    }
  });

  it('still finds a record at the largest id there is room for (404 when none)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cards/${INT4_MAX}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CARD_NOT_FOUND');
  });

  it('answers 422 for ids in query strings and bodies', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/account?account_id=${INT4_MAX + 1}`,
      headers: provider.auth,
    });
    expect(query.json()).toEqual(invalid('account_id'));
    const list = await t.app.inject({ method: 'GET', url: `/api/cards?user=${INT4_MAX + 1}` });
    expect(list.json()).toEqual(invalid('user'));
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: provider.auth,
      payload: await cardInputFor(t.db, accountId, {
        city_id: INT4_MAX + 1,
        category_ids: [INT4_MAX + 1],
      }),
    });
    expect(body.json()).toEqual({
      ...invalid('city_id', 'Fill value'),
      errors: { 'category_ids.0': 'Choose at least one category', city_id: 'Fill value' },
    });
  });
});

describe('numbers the database keeps', () => {
  it('bounds money to MONEY_MAX minor units', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${accountId}/adjustments`,
      headers: admin.auth,
      payload: { amount: MONEY_MAX + 1, reason: 'Too much' },
    });
    expect(res.json()).toEqual(invalid('amount', 'Value is out of range'));
    const price = await t.app.inject({
      method: 'GET',
      url: `/api/cards?price_min=${Number.MAX_SAFE_INTEGER}`,
    });
    expect(price.statusCode).toBe(422);
  });

  it('bounds int4 amounts of a tariff choice', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/tariff/preview?tariff_id=1&card_amt=${INT4_MAX + 1}`,
      headers: provider.auth,
    });
    expect(res.json()).toEqual(invalid('card_amt'));
  });

  it('bounds pages, so offsets stay small', async () => {
    const deepest = await t.app.inject({ method: 'GET', url: `/api/cards?page=${PAGE_MAX}` });
    expect(deepest.statusCode).toBe(200);
    for (const url of [
      `/api/cards?page=${PAGE_MAX + 1}`,
      `/api/events?page=${Number.MAX_SAFE_INTEGER}`,
      `/api/favorites/cards?page=${PAGE_MAX + 1}`,
      `/api/account/history?page=${PAGE_MAX + 1}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: provider.auth });
      expect(res.json(), url).toEqual(invalid('page'));
    }
  });

  it('takes coordinates to 7 decimals (tiny ones no longer underflow the distance)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: provider.auth,
      payload: await cardInputFor(t.db, accountId, { latitude: 1e-300, longitude: 43.123456789 }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ latitude: 0, longitude: 43.1234568 });
    await buildCard(t.db, { accountId, state: 'published', latitude: 0, longitude: 0 });
    const nearest = await t.app.inject({
      method: 'GET',
      url: '/api/cards?sort=nearest&lat=-6e-323&lon=5e-324',
    });
    expect(nearest.statusCode).toBe(200);
  });

  it('refuses days the calendar or the database does not have', async () => {
    for (const day of ['2027-02-30', '0000-01-01', '2024-13-01']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events?date_from=${day}` });
      expect(res.json(), day).toEqual(invalid('date_from'));
    }
  });
});

describe('NUL characters', () => {
  it('answers 422 with the field named, in a query, a path or a body', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/cards?text=a%00b' });
    expect(query.json()).toEqual(invalid('text'));
    const path = await t.app.inject({ method: 'GET', url: '/pay/sandbox/a%00b' });
    expect(path.json()).toEqual(invalid('reference'));
    const body = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile',
      headers: provider.auth,
      payload: { name: 'Ai\u0000gerim', email: provider.user.email },
    });
    expect(body.json()).toEqual(invalid('name'));
  });

  it('finds them deep in a body, and in the names of fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: provider.auth,
      payload: await cardInputFor(t.db, accountId, {
        contacts: [{ type: 'phone', value: '+7 701 000\u0000 00 00' }],
        attributes: { 'format\u0000': ['online'] },
      }),
    });
    expect(res.json()).toEqual({
      ...invalid('contacts.0.value'),
      errors: { 'contacts.0.value': 'Invalid value', 'attributes.format': 'Invalid value' },
    });
  });
});

describe('texts kept in an index', () => {
  it('refuses a push endpoint that is not plain ASCII (zod counts characters, not bytes)', async () => {
    const astral = Array.from({ length: 1_900 }, (_, i) =>
      String.fromCodePoint(0x20000 + ((i * 7919) % 40000)),
    ).join('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/push-subscriptions',
      headers: provider.auth,
      payload: { endpoint: `https://push.example.com/${astral}`, keys: { p256dh: 'a', auth: 'b' } },
    });
    expect(res.json()).toEqual(invalid('endpoint'));
  });
});

describe('uploads', () => {
  it('answers 422 IMAGE_INVALID for an empty file', async () => {
    const card = await buildCard(t.db, { accountId });
    const form = multipart([{ filename: 'empty.jpg', data: Buffer.alloc(0) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/cards/${card.id}/photos`,
      headers: { ...provider.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IMAGE_INVALID');
  });
});
