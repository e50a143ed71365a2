import { eventDetailSchema } from '@bilim/contract/events';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildEvent, eventInputFor, firstAccountOf } from '../../test/listings-factories';

let t: TestApp;
let auth: { authorization: string };
let accountId: number;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildSignedInUser(t.db);
  auth = owner.auth;
  accountId = (await firstAccountOf(t.db, owner.user.id)).id;
});
afterAll(async () => t?.close());

const create = async (overrides: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cabinet/events',
    headers: auth,
    payload: await eventInputFor(t.db, accountId, overrides),
  });

describe('POST /api/cabinet/events', () => {
  it('creates an event in state new with its dates, times and price', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(eventDetailSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      state: 'new',
      owner_name: 'Robotics Club',
      start_date: '2030-05-01',
      finish_date: '2030-05-01',
      start_time: '10:00',
      finish_time: '14:00',
      is_free: false,
      price: 500_000,
      contacts: [{ type: 'phone', value: '+7 701 123 45 67' }],
      policies: { update: true, publish: true, delete: true },
    });
    expect(data).not.toHaveProperty('attributes');
  });

  it('stores no price for a free event', async () => {
    const res = await create({ is_free: true, price: 100 });
    expect(res.json().data).toMatchObject({ is_free: true, price: null });
  });

  it('answers "Start date is bigger than finish date"', async () => {
    const res = await create({ start_date: '2030-05-02', finish_date: '2030-05-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ start_date: FIELD_MESSAGES.START_AFTER_FINISH });
    const sameDay = await create({ start_time: '15:00', finish_time: '14:00' });
    expect(sameDay.json().errors).toEqual({ start_date: FIELD_MESSAGES.START_AFTER_FINISH });
  });

  it('asks for a price unless the event is free', async () => {
    const res = await create({ is_free: false, price: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ price: FIELD_MESSAGES.PRICE_REQUIRED });
  });

  it('answers "Title is required" for an empty or a missing title', async () => {
    const res = await create({ title: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ title: FIELD_MESSAGES.TITLE_REQUIRED });
    const missing = await create({ title: undefined });
    expect(missing.json().errors).toEqual({ title: FIELD_MESSAGES.TITLE_REQUIRED });
  });
});

describe('PUT /api/cabinet/events/{id}', () => {
  it('replaces the fields', async () => {
    const event = await buildEvent(t.db, { accountId });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cabinet/events/${event.id}`,
      headers: auth,
      payload: await eventInputFor(t.db, accountId, {
        title: 'Spring fair',
        start_date: '2031-03-01',
        finish_date: '2031-03-02',
        is_free: true,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Spring fair',
      start_date: '2031-03-01',
      finish_date: '2031-03-02',
      is_free: true,
      price: null,
    });
  });
});

describe('GET /api/cabinet/events', () => {
  it("lists the account's events", async () => {
    const event = await buildEvent(t.db, { accountId, title: 'Listed event' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/events?account_id=${accountId}&text=listed`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((item: { id: number }) => item.id)).toEqual([event.id]);
  });
});
