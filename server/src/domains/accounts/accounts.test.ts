import { cabinetAccountsAnswer, cabinetOverviewSchema } from '@bilim/contract/cabinet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildAccount, buildCard, buildEvent, firstAccountOf } from '../../test/listings-factories';
import { seedTariffs } from '../tariffs/tariffs.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
});
afterAll(async () => t?.close());

describe('GET /api/cabinet/accounts', () => {
  it("answers the user's accounts with their tariffs and records by state", async () => {
    const { user, auth } = await buildSignedInUser(t.db, { name: 'Dana Bekova' });
    const first = await firstAccountOf(t.db, user.id);
    const second = await buildAccount(t.db, {
      userId: user.id,
      title: 'Dana Art Studio',
      tariff: 'super',
    });
    await buildCard(t.db, { accountId: first.id });
    await buildCard(t.db, { accountId: first.id, state: 'published' });
    await buildCard(t.db, { accountId: first.id, state: 'published' });
    await buildEvent(t.db, { accountId: second.id, state: 'archived' });
    await buildCard(t.db); // someone else's

    const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/accounts', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(cabinetAccountsAnswer.parse(body)).toEqual(body);
    expect(body.data).toMatchObject([
      {
        id: first.id,
        title: 'Dana Bekova',
        currency: 'KZT',
        tariff: { slug: 'free', kind: 'free', cards_limit: 3, card_photos_limit: 5 },
        cards: { new: 1, published: 2, unpublished: 0, archived: 0 },
        events: { new: 0, published: 0, unpublished: 0, archived: 0 },
      },
      {
        id: second.id,
        title: 'Dana Art Studio',
        tariff: {
          slug: 'super',
          title: { en: 'Super', ru: 'Супер', kz: 'Супер' },
          price: 2_990_000,
          statistics: true,
        },
        cards: { new: 0, published: 0, unpublished: 0, archived: 0 },
        events: { new: 0, published: 0, unpublished: 0, archived: 1 },
      },
    ]);
  });

  it('fails with 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/accounts' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/cabinet/overview', () => {
  it('answers the account with its latest cards and events', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t.db, user.id);
    const card = await buildCard(t.db, { accountId: account.id, title: 'Ballet for beginners' });
    const event = await buildEvent(t.db, { accountId: account.id, title: 'Ballet gala' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/overview?account_id=${account.id}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(cabinetOverviewSchema.parse(data)).toEqual(data);
    expect(data.account).toMatchObject({ id: account.id, cards: { new: 1 }, events: { new: 1 } });
    expect(data.latest_cards.map((item: { id: number }) => item.id)).toEqual([card.id]);
    expect(data.latest_events.map((item: { id: number }) => item.id)).toEqual([event.id]);
  });

  it("answers 404 ACCOUNT_NOT_FOUND for another user's account and for an unknown one", async () => {
    const { auth } = await buildSignedInUser(t.db);
    const stranger = await buildAccount(t.db);
    for (const id of [stranger.id, 999_999]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/cabinet/overview?account_id=${id}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Account not found', code: 'ACCOUNT_NOT_FOUND' });
    }
  });

  it("lets an admin see anyone's account, but not support", async () => {
    const account = await buildAccount(t.db);
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const url = `/api/cabinet/overview?account_id=${account.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: support.auth })).statusCode).toBe(
      404,
    );
  });
});
