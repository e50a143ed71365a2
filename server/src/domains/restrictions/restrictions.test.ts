import { restrictionsAnswer } from '@bilim/contract/trust';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildAccount, buildCard, buildEvent } from '../../test/listings-factories';

const HOUR = 60 * 60 * 1000;
/** The app's clock: tests move it instead of waiting. */
let now = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => t?.close());

async function staff(role: 'support' | 'admin' | 'advertisement' = 'support') {
  return (await buildSignedInUser(t.db, { roles: [role] })).auth;
}

function restrict(
  auth: { authorization: string },
  userId: number,
  body: { type: string; until?: string | null; reason: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/support/users/${userId}/restrictions`,
    headers: auth,
    payload: body,
  });
}

/** A provider with a published card and a published event. */
async function provider() {
  const owner = await buildSignedInUser(t.db);
  const account = await buildAccount(t.db, { userId: owner.user.id });
  const card = await buildCard(t.db, { accountId: account.id, state: 'published' });
  const event = await buildEvent(t.db, { accountId: account.id, state: 'published' });
  return { owner, card, event };
}

async function publicIds(path: string): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `${path}?per_page=100` });
  return res.json().data.map((item: { id: number }) => item.id);
}

describe('restrictions hide and restore public records', () => {
  it.each(['publish', 'login'] as const)(
    'a %s restriction hides the cards and events until its end, which brings them back by itself',
    async (type) => {
      now = new Date();
      const { owner, card, event } = await provider();
      const support = await staff();
      const set = await restrict(support, owner.user.id, {
        type,
        until: new Date(now.getTime() + HOUR).toISOString(),
        reason: 'Fraudulent offers',
      });
      expect(set.statusCode).toBe(201);
      expect(set.json().data).toMatchObject({ type, active: true, reason: 'Fraudulent offers' });

      expect(await publicIds('/api/cards')).not.toContain(card.id);
      expect(await publicIds('/api/events')).not.toContain(event.id);
      const page = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}` });
      expect(page.statusCode).toBe(404);
      const reviews = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}/reviews` });
      expect(reviews.statusCode).toBe(404);
      const profile = await t.app.inject({ method: 'GET', url: `/api/users/${owner.user.id}` });
      expect(profile.json().data).toMatchObject({ cards_count: 0, events_count: 0 });

      now = new Date(now.getTime() + 2 * HOUR);
      expect(await publicIds('/api/cards')).toContain(card.id);
      expect(await publicIds('/api/events')).toContain(event.id);
      const back = await t.app.inject({ method: 'GET', url: `/api/cards/${card.id}` });
      expect(back.statusCode).toBe(200);
    },
  );

  it('keeps records hidden while any hiding restriction runs, and shows them once the last is lifted', async () => {
    now = new Date();
    const { owner, card, event } = await provider();
    const support = await staff();
    const soon = await restrict(support, owner.user.id, {
      type: 'publish',
      until: new Date(now.getTime() + HOUR).toISOString(),
      reason: 'Misleading prices',
    });
    const open = await restrict(support, owner.user.id, {
      type: 'login',
      reason: 'Stolen account',
    });
    // The publish restriction ends; the login one, without end, still hides.
    now = new Date(now.getTime() + 2 * HOUR);
    expect(await publicIds('/api/cards')).not.toContain(card.id);

    const lift = (id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/support/users/${owner.user.id}/restrictions/${id}`,
        headers: support,
      });
    expect((await lift(open.json().data.id)).statusCode).toBe(200);
    expect(await publicIds('/api/cards')).toContain(card.id);
    expect(await publicIds('/api/events')).toContain(event.id);
    // The ended one cannot be lifted, and hides nothing.
    expect((await lift(soon.json().data.id)).statusCode).toBe(409);
  });

  it('leaves records of chat- and review-restricted owners public', async () => {
    now = new Date();
    const { owner, card } = await provider();
    const support = await staff();
    await restrict(support, owner.user.id, { type: 'chat', reason: 'Rude messages' });
    await restrict(support, owner.user.id, { type: 'review', reason: 'Fake reviews' });
    expect(await publicIds('/api/cards')).toContain(card.id);
  });
});

describe('restricted actions', () => {
  it('a publish restriction refuses publishing with ACTION_FORBIDDEN', async () => {
    now = new Date();
    const owner = await buildSignedInUser(t.db);
    const account = await buildAccount(t.db, { userId: owner.user.id });
    const draft = await buildCard(t.db, { accountId: account.id, state: 'new' });
    await restrict(await staff(), owner.user.id, { type: 'publish', reason: 'Spam' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cabinet/cards/${draft.id}/publish`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'ACTION_FORBIDDEN',
      message: 'Action temporarily forbidden for user',
    });
  });

  it('a login restriction ends the sessions and refuses signing in until it ends', async () => {
    now = new Date();
    const { user, auth } = await buildSignedInUser(t.db);
    await restrict(await staff(), user.id, {
      type: 'login',
      until: new Date(now.getTime() + HOUR).toISOString(),
      reason: 'Account sharing',
    });
    const old = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile', headers: auth });
    expect(old.statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login-password',
        payload: { email: user.email, password: user.password },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACTION_FORBIDDEN');
    now = new Date(now.getTime() + 2 * HOUR);
    expect((await login()).statusCode).toBe(200);
  });
});

describe('the support calls', () => {
  it('list, remove once, and refuse a second removal with "Failed to remove restriction"', async () => {
    now = new Date();
    const { user, auth } = await buildSignedInUser(t.db);
    const support = await staff();
    const id = (await restrict(support, user.id, { type: 'review', reason: 'Fake reviews' })).json()
      .data.id as number;
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/restrictions',
      headers: auth,
    });
    expect(restrictionsAnswer.parse(own.json()).data).toMatchObject([
      { id, type: 'review', reason: 'Fake reviews', until: null, active: true },
    ]);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/support/users/${user.id}/restrictions/${id}`,
        headers: support,
      });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ active: false });
    expect(first.json().data.removed_by).not.toBeNull();
    const second = await remove();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'FAILED_TO_REMOVE_RESTRICTION',
      message: 'Failed to remove restriction',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/support/users/${user.id}/restrictions`,
      headers: support,
    });
    expect(list.json().data).toHaveLength(1);
    const ownAfter = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/restrictions',
      headers: auth,
    });
    expect(ownAfter.json().data).toEqual([]);
  });

  it('validates the body and the user', async () => {
    now = new Date();
    const { user } = await buildSignedInUser(t.db);
    const support = await staff();
    const bad = await restrict(support, user.id, { type: 'sleep', reason: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reason', 'type']);
    const past = await restrict(support, user.id, {
      type: 'chat',
      until: new Date(now.getTime() - HOUR).toISOString(),
      reason: 'Late',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.until).toBe('Invalid value');
    const nobody = await restrict(support, 999_999, { type: 'chat', reason: 'Nobody' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('USER_NOT_FOUND');
  });

  it.each([
    ['a user', undefined, 403],
    ['advertisement', 'advertisement', 403],
    ['support', 'support', 201],
    ['an admin', 'admin', 201],
  ] as const)('%s setting a restriction answers %s', async (_name, role, status) => {
    const { user } = await buildSignedInUser(t.db);
    const auth = role ? await staff(role) : (await buildSignedInUser(t.db)).auth;
    const res = await restrict(auth, user.id, { type: 'chat', reason: 'Spam' });
    expect(res.statusCode).toBe(status);
  });
});
