import { adminAccountsAnswer } from '@bilim/contract/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { auditLog } from '../audit/audit.schema';

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

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/accounts.csv?q=findable',
      headers: { ...admin.auth, 'accept-language': 'ru' },
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,title,owner,owner_email,balance,currency,tariff,tariff_finish_at,created_at',
    );
    expect(lines[1]).toContain(',Aigerim Findable,aigerim.findable@example.kz,0.00,KZT,');

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

  it('opens an account for a user, once per request key, audited; others are refused', async () => {
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const owner = await buildSignedInUser(t.db, { name: 'Dana Second' });
    const open = (
      headers: Record<string, string>,
      userId = owner.user.id,
      title = 'Dana’s courses',
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${userId}/accounts`,
        headers: { ...headers, 'idempotency-key': 'open-dana-courses' },
        payload: { title },
      });
    const first = await open(admin.auth);
    expect(first.statusCode).toBe(201);
    const { id } = first.json().data as { id: number };
    const retry = await open(admin.auth);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(id);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/accounts',
      headers: owner.auth,
    });
    expect(mine.json().data.map((account: { title: string }) => account.title)).toEqual(
      expect.arrayContaining(['Dana Second', 'Dana’s courses']),
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.create'), eq(auditLog.subjectId, id)));
    expect(entry).toMatchObject({ userId: owner.user.id, after: { title: 'Dana’s courses' } });

    const empty = await open(admin.auth, owner.user.id, ' ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ title: 'Title is required' });
    expect((await open(admin.auth, 999_999, 'Nobody')).json()).toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    expect((await open(support.auth)).statusCode).toBe(403);
  });
});
