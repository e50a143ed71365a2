import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import {
  buildAccount,
  buildCard,
  buildEvent,
  buildPhoto,
  cardInputFor,
  eventInputFor,
  firstAccountOf,
} from '../../test/listings-factories';
import { multipart } from '../../test/multipart';
import { seedTariffs } from './tariffs.seed';
import { tariffs } from './tariffs.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
});
afterAll(async () => t?.close());

async function provider(tariff?: string) {
  const signedIn = await buildSignedInUser(t.db);
  const account = tariff
    ? await buildAccount(t.db, { userId: signedIn.user.id, tariff })
    : await firstAccountOf(t.db, signedIn.user.id);
  return { auth: signedIn.auth, accountId: account.id };
}

const LIMIT_REACHED = { message: 'Tariff limit reached', code: 'TARIFF_LIMIT_REACHED' };

describe('the tariffs', () => {
  it('are the free one of the migration and the paid ones of the seed, upserted again without change', async () => {
    await seedTariffs(t.db);
    const rows = await t.db.select().from(tariffs).orderBy(asc(tariffs.id));
    expect(
      rows.map((row) => [
        row.slug,
        row.kind,
        row.price,
        row.cardsLimit,
        row.eventsLimit,
        row.cardPhotosLimit,
        row.eventPhotosLimit,
        row.statistics,
        row.isDefault,
      ]),
    ).toEqual([
      ['free', 'free', 0, 3, 3, 5, 5, false, true],
      ['start', 'fixed', 490_000, 10, 10, 10, 10, false, false],
      ['business', 'fixed', 1_490_000, 30, 30, 15, 15, false, false],
      ['super', 'fixed', 2_990_000, 100, 100, 20, 20, true, false],
      ['flexible', 'flexible', 0, 3, 3, 5, 5, false, false],
    ]);
    expect(rows.find((row) => row.slug === 'flexible')?.params).toEqual({
      unit_prices: { card: 50_000, event: 30_000, photo: 5_000, statistics: 200_000 },
    });
    expect(rows.find((row) => row.slug === 'super')).toMatchObject({
      titleEn: 'Super',
      titleRu: 'Супер',
      titleKz: 'Супер',
    });
  });
});

describe.each([
  ['cards', cardInputFor, buildCard],
  ['events', eventInputFor, buildEvent],
] as const)('limits of %s on the free tariff', (path, inputFor, build) => {
  it('creating a fourth record (not archived) answers 403 Tariff limit reached', async () => {
    const { auth, accountId } = await provider();
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/cabinet/${path}`,
        headers: auth,
        payload: await inputFor(t.db, accountId),
      });
      expect(res.statusCode).toBe(201);
    }
    const over = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/${path}`,
      headers: auth,
      payload: await inputFor(t.db, accountId),
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual(LIMIT_REACHED);
  });

  it('archived records do not count', async () => {
    const { auth, accountId } = await provider();
    for (let i = 0; i < 3; i += 1) await build(t.db, { accountId, state: 'archived' });
    await build(t.db, { accountId, state: 'published' });
    await build(t.db, { accountId, state: 'unpublished' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/${path}`,
      headers: auth,
      payload: await inputFor(t.db, accountId),
    });
    expect(res.statusCode).toBe(201);
  });

  it('publishing a fourth record answers 403 and leaves it unpublished', async () => {
    const { auth, accountId } = await provider();
    for (let i = 0; i < 3; i += 1) await build(t.db, { accountId, state: 'published' });
    const record = await build(t.db, { accountId, state: 'unpublished' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/${path}/${record.id}/publish`,
      headers: auth,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(LIMIT_REACHED);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/${path}/${record.id}`,
      headers: auth,
    });
    expect(detail.json().data.state).toBe('unpublished');
  });

  it('a sixth photo answers 403', async () => {
    const { auth, accountId } = await provider();
    const record = await build(t.db, { accountId });
    const owner = path === 'cards' ? { cardId: record.id } : { eventId: record.id };
    for (let i = 0; i < 5; i += 1) await buildPhoto(t.db, owner, { position: i });
    const body = multipart([
      {
        filename: 'a.jpg',
        data: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/${path}/${record.id}/photos`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(LIMIT_REACHED);
  });

  it('two creates at once at the limit: exactly one succeeds', async () => {
    const { auth, accountId } = await provider();
    await build(t.db, { accountId });
    await build(t.db, { accountId });
    const payload = await inputFor(t.db, accountId);
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({ method: 'POST', url: `/api/cabinet/${path}`, headers: auth, payload }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 403]);
  });

  it('two publications at once at the limit: exactly one succeeds', async () => {
    const { auth, accountId } = await provider();
    await build(t.db, { accountId, state: 'published' });
    await build(t.db, { accountId, state: 'published' });
    const first = await build(t.db, { accountId });
    const second = await build(t.db, { accountId, state: 'archived' });
    await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/${path}/${second.id}/restore`,
      headers: auth,
    });
    const answers = await Promise.all(
      [first, second].map((record) =>
        t.app.inject({
          method: 'POST',
          url: `/api/cabinet/${path}/${record.id}/publish`,
          headers: auth,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 403]);
  });
});

describe('a paid tariff', () => {
  it('raises the limits at once (Start: 10 cards)', async () => {
    const { auth, accountId } = await provider('start');
    for (let i = 0; i < 9; i += 1) await buildCard(t.db, { accountId });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: auth,
      payload: await cardInputFor(t.db, accountId),
    });
    expect(res.statusCode).toBe(201);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/cards',
      headers: auth,
      payload: await cardInputFor(t.db, accountId),
    });
    expect(over.statusCode).toBe(403);
  });
});
