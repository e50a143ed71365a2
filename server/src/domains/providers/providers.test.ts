import { eq } from 'drizzle-orm';
import { providerSchema } from '@bilim/contract/discovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildCard, buildEvent, firstAccountOf } from '../../test/listings-factories';
import { users } from '../users/users.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function getProvider(id: number) {
  return t.app.inject({ method: 'GET', url: `/api/users/${id}` });
}

describe('GET /api/users/{id}', () => {
  it('answers the provider with counts of published records and contacts when shown', async () => {
    const user = await buildUser(t.db, { name: 'Динара Омарова' });
    await t.db
      .update(users)
      .set({
        phone: '+7 701 555 66 77',
        age: 34,
        showAge: true,
        showContacts: true,
        rating: 4.5,
        reviewsCount: 12,
      })
      .where(eq(users.id, user.id));
    const account = await firstAccountOf(t, user.id);
    await buildCard(t, { accountId: account.id, state: 'published' });
    await buildCard(t, { accountId: account.id, state: 'published' });
    await buildCard(t, { accountId: account.id, state: 'new' });
    await buildEvent(t, { accountId: account.id, state: 'published' });
    await buildEvent(t, { accountId: account.id, state: 'archived' });

    const res = await getProvider(user.id);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(providerSchema.parse(data)).toEqual(data);
    expect(data).toEqual({
      id: user.id,
      name: 'Динара Омарова',
      rating: 4.5,
      reviews_count: 12,
      on_site_since: user.createdAt.toISOString(),
      age: 34,
      contacts: [
        { type: 'email', value: user.email },
        { type: 'phone', value: '+7 701 555 66 77' },
      ],
      cards_count: 2,
      events_count: 1,
    });
  });

  it('hides the age and the contacts the user keeps to themselves', async () => {
    const user = await buildUser(t.db);
    await t.db
      .update(users)
      .set({ phone: '+7 701 555 66 77', age: 34, showAge: false, showContacts: false })
      .where(eq(users.id, user.id));
    const { data } = (await getProvider(user.id)).json();
    expect(data).toMatchObject({ age: null, contacts: null, cards_count: 0, events_count: 0 });
    expect(JSON.stringify(data)).not.toContain(user.email);
  });

  it('answers 404 USER_NOT_FOUND for an unknown user', async () => {
    const res = await getProvider(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', code: 'USER_NOT_FOUND' });
  });
});
