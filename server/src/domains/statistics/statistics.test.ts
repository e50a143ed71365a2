import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { calendarDay, shiftDay } from '@bilim/contract/calendar';
import { statisticsSchema, type Statistics } from '@bilim/contract/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildAccount, buildCard, buildEvent, firstAccountOf } from '../../test/listings-factories';
import { accounts } from '../accounts/accounts.schema';
import { favoriteCards, favoriteEvents } from '../favorites/favorites.schema';
import { cardDailyStats, eventDailyStats } from '../listings/listings.schema';
import { reviews } from '../reviews/reviews.schema';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { tariffs } from '../tariffs/tariffs.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
});
afterAll(async () => t?.close());

const PERIOD = 'from=2026-03-01&to=2026-03-05';

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, body: res.json() as { data: Statistics } };
}

/** A signed-in provider with one account on the tariff (the first account, moved to it). */
async function provider(tariff = 'super') {
  const signedIn = await buildSignedInUser(t.db);
  const account = await buildAccount(t.db, { userId: signedIn.user.id, tariff });
  return { ...signedIn, account };
}

async function views(
  record: { cardId: number } | { eventId: number },
  day: string,
  counts: { views?: number; contactReveals?: number },
) {
  const values = { day, views: counts.views ?? 0, contactReveals: counts.contactReveals ?? 0 };
  if ('cardId' in record) await t.db.insert(cardDailyStats).values({ ...values, ...record });
  else await t.db.insert(eventDailyStats).values({ ...values, ...record });
}

async function favorite(record: { cardId: number } | { eventId: number }, createdAt: string) {
  const user = await buildUser(t.db);
  const values = { userId: user.id, createdAt: new Date(createdAt) };
  if ('cardId' in record) await t.db.insert(favoriteCards).values({ ...values, ...record });
  else await t.db.insert(favoriteEvents).values({ ...values, ...record });
}

const zeroDay = (day: string) => ({ day, views: 0, contact_reveals: 0, favorites: 0, reviews: 0 });

async function reviewOf(
  subject: { type: 'card' | 'event'; id: number },
  createdAt: string,
  deleted = false,
) {
  const author = await buildUser(t.db);
  await t.db.insert(reviews).values({
    subjectType: subject.type,
    subjectId: subject.id,
    authorId: author.id,
    score: 5,
    text: 'A review written for the statistics.',
    createdAt: new Date(createdAt),
    ...(deleted && { deletedAt: new Date(createdAt) }),
  });
}

describe('GET /api/cabinet/statistics', () => {
  it('counts views, contact reveals, favorites and reviews per day, per record and in total', async () => {
    const { auth, account } = await provider('super');
    const chess = await buildCard(t.db, {
      accountId: account.id,
      state: 'published',
      title: 'Chess',
    });
    const drafts = await buildCard(t.db, { accountId: account.id, title: 'Draft' });
    const fair = await buildEvent(t.db, {
      accountId: account.id,
      state: 'published',
      title: 'Fair',
    });
    await views({ cardId: chess.id }, '2026-03-01', { views: 10, contactReveals: 2 });
    await views({ cardId: chess.id }, '2026-03-03', { views: 5 });
    await views({ eventId: fair.id }, '2026-03-03', { views: 7, contactReveals: 1 });
    // Outside the period: not counted.
    await views({ cardId: chess.id }, '2026-02-28', { views: 100 });
    await views({ cardId: chess.id }, '2026-03-06', { views: 100 });
    // 20:00 UTC is already the next day in Kazakhstan.
    await favorite({ cardId: chess.id }, '2026-03-02T20:00:00Z');
    await favorite({ eventId: fair.id }, '2026-03-05T10:00:00Z');
    await favorite({ eventId: fair.id }, '2026-03-05T19:30:00Z'); // 6 March in Almaty: outside
    await reviewOf({ type: 'card', id: chess.id }, '2026-03-04T10:00:00Z');
    await reviewOf({ type: 'event', id: fair.id }, '2026-03-04T11:00:00Z');
    await reviewOf({ type: 'card', id: chess.id }, '2026-03-04T12:00:00Z', true); // deleted
    await reviewOf({ type: 'card', id: chess.id }, '2026-03-06T10:00:00Z'); // outside
    // Someone else's card on the same days.
    const other = await buildCard(t.db, { state: 'published' });
    await views({ cardId: other.id }, '2026-03-01', { views: 50 });

    const { res, body } = await get(
      `/api/cabinet/statistics?account_id=${account.id}&${PERIOD}`,
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(statisticsSchema.parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({ available: true, from: '2026-03-01', to: '2026-03-05' });
    expect(body.data.days).toEqual([
      { day: '2026-03-01', views: 10, contact_reveals: 2, favorites: 0, reviews: 0 },
      zeroDay('2026-03-02'),
      { day: '2026-03-03', views: 12, contact_reveals: 1, favorites: 1, reviews: 0 },
      { ...zeroDay('2026-03-04'), reviews: 2 },
      { day: '2026-03-05', views: 0, contact_reveals: 0, favorites: 1, reviews: 0 },
    ]);
    expect(body.data.totals).toEqual({ views: 22, contact_reveals: 3, favorites: 2, reviews: 2 });
    const record = (row: { id: number; title: string }, kind: string, counts: number[]) => ({
      kind,
      id: row.id,
      title: row.title,
      views: counts[0],
      contact_reveals: counts[1],
      favorites: counts[2],
      reviews: counts[3],
    });
    expect(body.data.records).toEqual([
      record({ id: chess.id, title: 'Chess' }, 'card', [15, 2, 1, 1]),
      record({ id: fair.id, title: 'Fair' }, 'event', [7, 1, 1, 1]),
      record({ id: drafts.id, title: 'Draft' }, 'card', [0, 0, 0, 0]),
    ]);
  });

  it('lists an archived record only when it was active in the period, so records add up to the totals', async () => {
    const { auth, account } = await provider('super');
    const quiet = await buildCard(t.db, { accountId: account.id, state: 'archived' });
    const active = await buildEvent(t.db, { accountId: account.id, state: 'archived' });
    await views({ eventId: active.id }, '2026-03-02', { views: 3 });
    const { body } = await get(`/api/cabinet/statistics?account_id=${account.id}&${PERIOD}`, auth);
    expect(body.data.records.map((record) => [record.kind, record.id])).toEqual([
      ['event', active.id],
    ]);
    expect(body.data.records.map((record) => record.id)).not.toContain(quiet.id);
    expect(body.data.totals.views).toBe(3);
  });

  it('answers zeros for every day of a quiet period', async () => {
    const { auth, account } = await provider('super');
    const { body } = await get(
      `/api/cabinet/statistics?account_id=${account.id}&from=2026-02-27&to=2026-03-02`,
      auth,
    );
    expect(body.data.days).toEqual(
      ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'].map(zeroDay),
    );
    expect(body.data.totals).toEqual({ views: 0, contact_reveals: 0, favorites: 0, reviews: 0 });
  });

  it('is not available on the free tariff: no days, no records, zero totals', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t.db, user.id);
    const card = await buildCard(t.db, { accountId: account.id, state: 'published' });
    await views({ cardId: card.id }, '2026-03-01', { views: 9 });
    const { res, body } = await get(`/api/cabinet/statistics?${PERIOD}`, auth);
    expect(res.statusCode).toBe(200);
    expect(body.data).toEqual({
      available: false,
      from: '2026-03-01',
      to: '2026-03-05',
      totals: { views: 0, contact_reveals: 0, favorites: 0, reviews: 0 },
      days: [],
      records: [],
    });
  });

  it('is not available on a paid tariff without statistics', async () => {
    const { auth, account } = await provider('business');
    const { body } = await get(`/api/cabinet/statistics?account_id=${account.id}&${PERIOD}`, auth);
    expect(body.data.available).toBe(false);
  });

  it('follows the Flexible choice: available with statistics chosen, not without', async () => {
    const { auth, account } = await provider('flexible');
    const choose = (flexStatistics: boolean) =>
      t.db
        .update(accounts)
        .set({ flexCards: 5, flexEvents: 2, flexPhotos: 5, flexStatistics })
        .where(eq(accounts.id, account.id));
    const url = `/api/cabinet/statistics?account_id=${account.id}&${PERIOD}`;
    await choose(false);
    expect((await get(url, auth)).body.data.available).toBe(false);
    await choose(true);
    const { body } = await get(url, auth);
    expect(body.data.available).toBe(true);
    expect(body.data.days).toHaveLength(5);
  });

  it("takes the user's first account without account_id", async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const first = await firstAccountOf(t.db, user.id);
    const [superTariff] = await t.db.select().from(tariffs).where(eq(tariffs.slug, 'super'));
    await t.db.update(accounts).set({ tariffId: superTariff?.id }).where(eq(accounts.id, first.id));
    await buildAccount(t.db, { userId: user.id }); // a second one, on the free tariff
    const { body } = await get(`/api/cabinet/statistics?${PERIOD}`, auth);
    expect(body.data.available).toBe(true);
  });

  it('covers the last 30 days up to today in Kazakhstan by default', async () => {
    const { auth, account } = await provider('super');
    const before = calendarDay(new Date());
    const { body } = await get(`/api/cabinet/statistics?account_id=${account.id}`, auth);
    const after = calendarDay(new Date());
    // A request across midnight may see either day; both are right.
    expect([before, after]).toContain(body.data.to);
    expect(body.data.from).toBe(shiftDay(body.data.to, -29));
    expect(body.data.days).toHaveLength(30);
    expect(body.data.days.at(-1)?.day).toBe(body.data.to);
  });

  it('runs a lone `from` to today and gives a lone `to` the 30 days before it', async () => {
    const { auth, account } = await provider('super');
    const base = `/api/cabinet/statistics?account_id=${account.id}`;
    const onlyTo = (await get(`${base}&to=2026-03-30`, auth)).body.data;
    expect([onlyTo.from, onlyTo.to]).toEqual(['2026-03-01', '2026-03-30']);
    const from = shiftDay(calendarDay(new Date()), -2);
    const onlyFrom = (await get(`${base}&from=${from}`, auth)).body.data;
    expect(onlyFrom.from).toBe(from);
    expect(onlyFrom.days.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a period that starts after it ends, runs over 366 days, or names no real day', async () => {
    const { auth, account } = await provider('super');
    const base = `/api/cabinet/statistics?account_id=${account.id}`;
    const reversed = await get(`${base}&from=2026-03-05&to=2026-03-01`, auth);
    expect(reversed.res.statusCode).toBe(422);
    expect(reversed.res.json()).toMatchObject({
      code: 'START_AFTER_FINISH',
      errors: { from: FIELD_MESSAGES.START_AFTER_FINISH },
    });
    const long = await get(`${base}&from=2025-01-01&to=2026-01-02`, auth);
    expect(long.res.statusCode).toBe(422);
    expect(long.res.json().errors).toEqual({ to: FIELD_MESSAGES.OUT_OF_RANGE });
    // 2024 is a leap year: 366 days fit exactly.
    const year = await get(`${base}&from=2024-01-01&to=2024-12-31`, auth);
    expect(year.res.statusCode).toBe(200);
    expect(year.body.data.days).toHaveLength(366);
    const unreal = await get(`${base}&from=2026-02-30&to=2026-03-01`, auth);
    expect(unreal.res.statusCode).toBe(422);
    expect(unreal.res.json().errors).toEqual({ from: FIELD_MESSAGES.INVALID_VALUE });
    const malformed = await get(`${base}&to=March`, auth);
    expect(malformed.res.statusCode).toBe(422);
    expect(Object.keys(malformed.res.json().errors)).toEqual(['to']);
  });

  it("answers 404 ACCOUNT_NOT_FOUND for another user's account and an unknown one", async () => {
    const { account } = await provider('super');
    const stranger = await buildSignedInUser(t.db);
    const foreign = await get(`/api/cabinet/statistics?account_id=${account.id}`, stranger.auth);
    expect(foreign.res.statusCode).toBe(404);
    expect(foreign.res.json()).toEqual({ message: 'Account not found', code: 'ACCOUNT_NOT_FOUND' });
    const unknown = await get('/api/cabinet/statistics?account_id=999999', stranger.auth);
    expect(unknown.res.statusCode).toBe(404);
  });

  it('lets an admin and support read any account', async () => {
    const { account } = await provider('super');
    for (const role of ['admin', 'support'] as const) {
      const staff = await buildSignedInUser(t.db, { roles: [role] });
      const { res, body } = await get(
        `/api/cabinet/statistics?account_id=${account.id}&${PERIOD}`,
        staff.auth,
      );
      expect(res.statusCode, role).toBe(200);
      expect(body.data.available, role).toBe(true);
    }
  });

  it('keeps the advertisement role out: 404 ACCOUNT_NOT_FOUND, as for a stranger', async () => {
    const { account } = await provider('super');
    const advertiser = await buildSignedInUser(t.db, { roles: ['advertisement'] });
    const { res } = await get(
      `/api/cabinet/statistics?account_id=${account.id}&${PERIOD}`,
      advertiser.auth,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('fails with 401 when the token is missing', async () => {
    const { account } = await provider('super');
    const { res } = await get(`/api/cabinet/statistics?account_id=${account.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Session Has Expired', code: 'SESSION_EXPIRED' });
  });
});

describe('GET /api/users/:id/statistics', () => {
  it("counts the published records of the provider's accounts that include statistics", async () => {
    const { user, account } = await provider('super');
    const free = await firstAccountOf(t.db, user.id);
    const shown = await buildCard(t.db, {
      accountId: account.id,
      state: 'published',
      title: 'Shown',
    });
    const hidden = await buildCard(t.db, { accountId: account.id, state: 'unpublished' });
    const draft = await buildEvent(t.db, { accountId: account.id, state: 'new' });
    const onFree = await buildCard(t.db, { accountId: free.id, state: 'published' });
    await views({ cardId: shown.id }, '2026-03-02', { views: 4, contactReveals: 1 });
    await views({ cardId: hidden.id }, '2026-03-02', { views: 40 });
    await views({ eventId: draft.id }, '2026-03-02', { views: 400 });
    await views({ cardId: onFree.id }, '2026-03-02', { views: 4000 });
    await favorite({ cardId: hidden.id }, '2026-03-02T10:00:00Z');
    await favorite({ cardId: shown.id }, '2026-03-04T10:00:00Z');

    const { res, body } = await get(`/api/users/${user.id}/statistics?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(body.data.available).toBe(true);
    expect(body.data.totals).toEqual({ views: 4, contact_reveals: 1, favorites: 1, reviews: 0 });
    expect(body.data.days[1]).toEqual({
      day: '2026-03-02',
      views: 4,
      contact_reveals: 1,
      favorites: 0,
      reviews: 0,
    });
    expect(body.data.records).toEqual([
      {
        kind: 'card',
        id: shown.id,
        title: 'Shown',
        views: 4,
        contact_reveals: 1,
        favorites: 1,
        reviews: 0,
      },
    ]);
  });

  it('is unavailable, and shows nothing, when no account of the provider includes statistics', async () => {
    const { user, account } = await provider('business');
    const card = await buildCard(t.db, { accountId: account.id, state: 'published' });
    await views({ cardId: card.id }, '2026-03-02', { views: 8 });
    const { res, body } = await get(`/api/users/${user.id}/statistics?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(body.data).toEqual({
      available: false,
      from: '2026-03-01',
      to: '2026-03-05',
      totals: { views: 0, contact_reveals: 0, favorites: 0, reviews: 0 },
      days: [],
      records: [],
    });
  });

  it('checks the period like the cabinet', async () => {
    const { user } = await provider('super');
    const { res } = await get(`/api/users/${user.id}/statistics?from=2026-03-05&to=2026-03-01`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ from: FIELD_MESSAGES.START_AFTER_FINISH });
  });

  it('answers 404 USER_NOT_FOUND for an unknown user', async () => {
    const { res } = await get('/api/users/999999/statistics');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', code: 'USER_NOT_FOUND' });
  });
});
