import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { passwordResets } from '../auth/auth.schema';
import { createToken } from '../auth/tokens';
import { ensureAdmin } from './admin';
import { users } from './users.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const profileWith = (auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/cabinet/profile', headers: auth });

async function addRestoreLink(userId: number): Promise<string> {
  const { token, hash } = createToken();
  await t.db
    .insert(passwordResets)
    .values({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + 60_000) });
  return token;
}

describe('the admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('creates the admin when nobody has that e-mail', async () => {
    expect(await ensureAdmin(t.db, { email: 'Boss@Bilim.kz', password: 'admin-secret' })).toBe(
      'created',
    );
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'boss@bilim.kz'));
    expect(admin?.roles).toEqual(['admin']);
  });

  it('revokes the sessions and restore links of an existing user it makes the admin', async () => {
    const { user, auth } = await buildSignedInUser(t.db, { roles: ['support'] });
    const link = await addRestoreLink(user.id);

    expect(await ensureAdmin(t.db, { email: user.email, password: 'admin-secret' })).toBe(
      'updated',
    );

    const [admin] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(admin?.roles).toEqual(['support', 'admin']);
    expect((await profileWith(auth)).statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token: link, password: 'taken-over-account' },
    });
    expect(reset.json().code).toBe('RESTORE_LINK_INVALID');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: user.email, password: 'admin-secret' },
    });
    expect(login.json().roles).toEqual(['support', 'admin']);
  });

  it('revokes the sessions of an existing admin whose password it changes', async () => {
    const { user, auth } = await buildSignedInUser(t.db, { roles: ['admin'] });
    expect(await ensureAdmin(t.db, { email: user.email, password: 'another-secret' })).toBe(
      'updated',
    );
    expect((await profileWith(auth)).statusCode).toBe(401);
  });

  it('unlocks signing in with the password it sets, as a restore does', async () => {
    const { user } = await buildSignedInUser(t.db, { roles: ['admin'] });
    await t.db
      .update(users)
      .set({ failedSignIns: 10, signInLockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(users.id, user.id));
    expect(await ensureAdmin(t.db, { email: user.email, password: 'fresh-admin-secret' })).toBe(
      'updated',
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: user.email, password: 'fresh-admin-secret' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('leaves an admin who already has that password signed in', async () => {
    const { user, auth } = await buildSignedInUser(t.db, {
      roles: ['admin'],
      password: 'same-secret',
    });
    expect(await ensureAdmin(t.db, { email: user.email, password: 'same-secret' })).toBe(
      'unchanged',
    );
    expect((await profileWith(auth)).statusCode).toBe(200);
  });
});
