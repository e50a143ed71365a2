import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { accounts } from '../accounts/accounts.schema';
import { ensureAdmin } from '../users/admin';
import { users } from '../users/users.schema';
import { DEMO_USERS, seedDemo } from './demo.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login-password', payload: { email, password } });

describe('demo data', () => {
  it('creates the demo people with their accounts on an empty database, once', async () => {
    expect(await seedDemo(t.db)).toBe(DEMO_USERS.length);
    expect(await seedDemo(t.db)).toBe(0);

    const demo = await login('demo@bilim.kz', 'demo12345');
    expect(demo.statusCode).toBe(200);
    expect(demo.json().name).toBe('Aigerim Nurlanovna');
    const owned = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, demo.json().user_id));
    expect(owned).toHaveLength(1);

    const support = await login('support@bilim.kz', 'support12345');
    expect(support.json().roles).toEqual(['support']);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('creates the admin when the e-mail is new', async () => {
    expect(await ensureAdmin(t.db, { email: 'Root@Bilim.kz', password: 'admin-pass-1' })).toBe(
      'created',
    );
    const res = await login('root@bilim.kz', 'admin-pass-1');
    expect(res.json().roles).toEqual(['admin']);
  });

  it('resets the password of an existing user and adds the role once', async () => {
    await ensureAdmin(t.db, { email: 'support@bilim.kz', password: 'admin-pass-2' });
    expect(await ensureAdmin(t.db, { email: 'support@bilim.kz', password: 'admin-pass-3' })).toBe(
      'updated',
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, 'support@bilim.kz'));
    expect(row?.roles).toEqual(['support', 'admin']);
    expect((await login('support@bilim.kz', 'admin-pass-3')).statusCode).toBe(200);
    expect((await login('support@bilim.kz', 'support12345')).statusCode).toBe(422);
  });
});
