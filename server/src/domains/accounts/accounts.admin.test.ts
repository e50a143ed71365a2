import { adminAccountsAnswer } from '@bilim/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('accounts as the admin finds them', () => {
  it('finds an account by its owner, with its balance and tariff, and its history shows an adjustment’s reason', async () => {
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const owner = await buildSignedInUser(t.db, {
      name: 'Aigerim Findable',
      email: 'aigerim.findable@example.kz',
    });
    await buildSignedInUser(t.db, { name: 'Someone Else' });
    const list = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/accounts?q=${encodeURIComponent(q)}`,
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(200);
      return adminAccountsAnswer.parse(res.json());
    };
    const found = await list('FINDABLE@example');
    expect(found.meta.total).toBe(1);
    const [account] = found.data;
    expect(account).toMatchObject({
      balance: 0,
      owner: { id: owner.user.id, name: 'Aigerim Findable' },
      tariff: { kind: 'free' },
      tariff_finish_at: null,
    });
    expect((await list('nobody-has-this')).data).toEqual([]);

    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${account!.id}/adjustments`,
      headers: { ...admin.auth, 'idempotency-key': 'admin-accounts-test-1' },
      payload: { amount: 250_000, reason: 'Compensation for the outage' },
    });
    expect(adjusted.statusCode).toBe(201);
    expect((await list('Aigerim')).data[0]?.balance).toBe(250_000);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/account/history',
      headers: owner.auth,
    });
    expect(JSON.stringify(history.json().data)).toContain('Compensation for the outage');
  });

  it('is the admin’s alone', async () => {
    for (const roles of [['support'], ['advertisement'], []] as const) {
      const { auth } = await buildSignedInUser(t.db, { roles: [...roles] });
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: auth });
      expect(res.statusCode, roles.join()).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/accounts' })).statusCode).toBe(
      401,
    );
  });
});
