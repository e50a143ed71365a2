import { adminListingsAnswer } from '@bilim/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, buildEvent, cardInputFor, firstAccountOf } from '../../test/listings-factories';
import { seedTariffs } from '../tariffs/tariffs.seed';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedTariffs(t.db);
  admin = (await buildSignedInUser(t.db, { roles: ['admin'] })).auth;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload && { payload }) });

describe('cards and events run by the admin', () => {
  it('lists every record in every state, by title, account or owner, and by state', async () => {
    const owner = await buildSignedInUser(t.db, {
      name: 'Gulnara Listings',
      email: 'gulnara.listings@example.kz',
    });
    const account = await firstAccountOf(t.db, owner.user.id);
    await buildCard(t.db, { accountId: account.id, title: 'Chess for kids', state: 'new' });
    await buildCard(t.db, { accountId: account.id, title: 'Old chess club', state: 'archived' });
    await buildEvent(t.db, {
      accountId: account.id,
      title: 'Chess tournament',
      state: 'published',
    });
    const list = async (url: string) => adminListingsAnswer.parse((await call('GET', url)).json());

    const byOwner = await list('/api/admin/cards?q=gulnara');
    expect(byOwner.data.map((row) => row.title).sort()).toEqual([
      'Chess for kids',
      'Old chess club',
    ]);
    expect(byOwner.data[0]).toMatchObject({
      account: { id: account.id },
      owner: { id: owner.user.id, email: 'gulnara.listings@example.kz' },
    });
    const archived = await list('/api/admin/cards?q=chess&state=archived');
    expect(archived.data.map((row) => row.title)).toEqual(['Old chess club']);
    const events = await list(`/api/admin/events?account_id=${account.id}`);
    expect(events.data.map((row) => row.title)).toEqual(['Chess tournament']);
    expect(events.meta.total).toBe(1);

    const csv = await call('GET', '/api/admin/cards.csv?q=gulnara&state=archived');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('id,title,state,account_id,account,owner,owner_email,city,updated_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Old chess club,archived,');
    expect(lines[1]).toContain('gulnara.listings@example.kz');
  });

  it('creates a card in another user’s account (the account is required), publishes, archives and deletes it', async () => {
    const owner = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t.db, owner.user.id);
    const { account_id: _omitted, ...withoutAccount } = await cardInputFor(t.db, account.id);
    const missing = await call('POST', '/api/cabinet/cards', withoutAccount);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ account_id: 'Account is required' });

    const created = await call('POST', '/api/cabinet/cards', await cardInputFor(t.db, account.id));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data as { id: number };
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/cabinet/cards/${id}`,
      headers: owner.auth,
    });
    expect(mine.json().data).toMatchObject({ account_id: account.id, state: 'new' });

    expect((await call('POST', `/api/cabinet/cards/${id}/publish`)).statusCode).toBe(200);
    const listed = adminListingsAnswer.parse(
      (await call('GET', `/api/admin/cards?account_id=${account.id}&state=published`)).json(),
    );
    expect(listed.data.map((row) => row.id)).toEqual([id]);
    // A published record is archived before it is deleted, as in the owner's cabinet.
    expect((await call('DELETE', `/api/cabinet/cards/${id}`)).statusCode).toBe(409);
    expect((await call('POST', `/api/cabinet/cards/${id}/archive`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/cabinet/cards/${id}`)).statusCode).toBe(204);
  });

  it('is the admin’s alone: support, advertisement and users are refused the lists', async () => {
    for (const roles of [['support'], ['advertisement'], []] as const) {
      const { auth } = await buildSignedInUser(t.db, { roles: [...roles] });
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/cards', headers: auth });
      expect(res.statusCode, roles.join()).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/events' })).statusCode).toBe(401);
  });
});
