import { auditAnswer, type AuditEntry } from '@bilim/contract/audit';
import { currentSessionSchema, sessionSchema } from '@bilim/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, firstAccountOf } from '../../test/listings-factories';
import { auditLog } from '../audit/audit.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Auth = { authorization: string };
const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: object,
) => t.app.inject({ method, url, ...(auth && { headers: auth }), ...(payload && { payload }) });

async function impersonate(staff: Auth, userId: number) {
  const res = await call('POST', `/api/support/users/${userId}/impersonate`, staff);
  expect(res.statusCode).toBe(201);
  return sessionSchema.parse(res.json());
}

async function entriesAbout(userId: number): Promise<AuditEntry[]> {
  const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
  const res = await call('GET', `/api/admin/audit?user_id=${userId}`, admin.auth);
  expect(res.statusCode).toBe(200);
  return auditAnswer.parse(res.json()).data;
}

describe('impersonation', () => {
  it('signs support in as a user, records every change with both names, and returns', async () => {
    const support = await buildSignedInUser(t.db, { name: 'Saule Support', roles: ['support'] });
    const user = await buildSignedInUser(t.db, { name: 'Dana Family' });

    const session = await impersonate(support.auth, user.user.id);
    expect(session).toMatchObject({
      user_id: user.user.id,
      name: 'Dana Family',
      roles: [],
      impersonator: { id: support.user.id, name: 'Saule Support' },
    });
    const as = bearer(session.access_token);
    const me = await call('GET', '/api/session', as);
    expect(currentSessionSchema.parse(me.json().data)).toMatchObject({
      user_id: user.user.id,
      impersonator: { id: support.user.id, name: 'Saule Support' },
    });

    // A change as the user: done, and audited with the staff member and the user.
    const profile = await call('PUT', '/api/cabinet/profile', as, {
      name: 'Dana Family',
      email: user.user.email,
      phone: '+7 701 555 44 33',
    });
    expect(profile.statusCode).toBe(200);
    // A refused call leaves no entry.
    expect((await call('PUT', '/api/cabinet/profile', as, { name: '' })).statusCode).toBe(422);

    expect((await call('POST', '/api/impersonation/end', as)).statusCode).toBe(204);
    expect((await call('GET', '/api/session', as)).statusCode).toBe(401);
    // The staff session was never touched.
    expect((await call('GET', '/api/session', support.auth)).statusCode).toBe(200);

    const entries = await entriesAbout(user.user.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'impersonation.end',
      'impersonation.request',
      'impersonation.start',
    ]);
    for (const entry of entries) {
      expect(entry.actor).toEqual({ id: support.user.id, name: 'Saule Support' });
    }
    expect(entries[1]).toMatchObject({
      as_user: { id: user.user.id, name: 'Dana Family' },
      after: { method: 'PUT', route: '/api/cabinet/profile' },
    });
    expect(entries[0]?.as_user).toEqual({ id: user.user.id, name: 'Dana Family' });
  });

  it('refuses money and the password while impersonating: a balance moves only by the user or an audited adjustment', async () => {
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const owner = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t.db, owner.user.id);
    const card = await buildCard(t.db, { accountId: account.id, state: 'published' });
    const as = bearer((await impersonate(admin.auth, owner.user.id)).access_token);

    // Refused as the user's own, in words of their own rather than a bare "Forbidden".
    const refusals = [
      await call('POST', '/api/account/pay', as, { payment: 1_000_000 }),
      await call('POST', '/api/account/tariff', as, { tariff_id: 1 }),
      await call('POST', `/api/cabinet/cards/${card.id}/vip`, as),
      await call('PUT', '/api/cabinet/profile/password', as, {
        current_password: owner.user.password,
        password: 'a-new-password-1',
      }),
      await call('DELETE', '/api/cabinet/profile/sessions', as),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json()).toMatchObject({ code: 'FORBIDDEN_WHILE_IMPERSONATING' });
    }
    // What the user could not do either stays a plain refusal.
    const backOffice = await call('GET', '/api/admin/settings', as);
    expect(backOffice.statusCode).toBe(403);
    expect(backOffice.json()).toMatchObject({ code: 'FORBIDDEN' });
    // The user themselves still can.
    expect(
      (await call('POST', '/api/account/pay', owner.auth, { payment: 1_000_000 })).statusCode,
    ).toBe(201);
  });

  it('never signs in as an admin, as oneself, or from an impersonated session; support not as other staff', async () => {
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const otherAdmin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const advertiser = await buildSignedInUser(t.db, { roles: ['advertisement'] });
    const user = await buildSignedInUser(t.db);
    const start = (auth: Auth, id: number) =>
      call('POST', `/api/support/users/${id}/impersonate`, auth);

    expect((await start(admin.auth, otherAdmin.user.id)).statusCode).toBe(403);
    expect((await start(support.auth, admin.user.id)).statusCode).toBe(403);
    expect((await start(support.auth, support.user.id)).statusCode).toBe(403);
    expect((await start(support.auth, advertiser.user.id)).statusCode).toBe(403);
    expect((await start(admin.auth, advertiser.user.id)).statusCode).toBe(201);
    expect((await start(advertiser.auth, user.user.id)).statusCode).toBe(403);
    expect((await start(user.auth, support.user.id)).statusCode).toBe(403);
    expect((await start(support.auth, 2_000_000_000)).statusCode).toBe(404);

    // Signed in as an advertiser, the admin cannot go one step further.
    const asAdvertiser = bearer((await impersonate(admin.auth, advertiser.user.id)).access_token);
    expect((await start(asAdvertiser, user.user.id)).statusCode).toBe(403);
    // Ending a session that is no impersonation is refused.
    expect((await call('POST', '/api/impersonation/end', user.auth)).statusCode).toBe(409);
  });

  it('ends with the staff session it came from: a staff logout or revocation closes it too', async () => {
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const user = await buildSignedInUser(t.db);
    const as = bearer((await impersonate(support.auth, user.user.id)).access_token);
    expect((await call('GET', '/api/session', as)).statusCode).toBe(200);

    expect((await call('POST', '/api/logout', support.auth)).statusCode).toBe(204);
    expect((await call('GET', '/api/session', as)).statusCode).toBe(401);
    // The user's own session is not the staff member's to end.
    expect((await call('GET', '/api/session', user.auth)).statusCode).toBe(200);
  });
});

describe('switch-to-role', () => {
  it('acts as one held role at a time, or all again; refuses a role not held', async () => {
    const staff = await buildSignedInUser(t.db, { roles: ['support', 'advertisement'] });
    const complaintsQueue = () => call('GET', '/api/support/complaints', staff.auth);
    const slides = () => call('GET', '/api/support/slides', staff.auth);
    expect((await complaintsQueue()).statusCode).toBe(200);
    expect((await slides()).statusCode).toBe(200);

    const asAdvertiser = await call('PUT', '/api/session/role', staff.auth, {
      role: 'advertisement',
    });
    expect(asAdvertiser.statusCode).toBe(200);
    expect(asAdvertiser.json().data).toMatchObject({
      roles: ['support', 'advertisement'],
      acting_role: 'advertisement',
    });
    expect((await complaintsQueue()).statusCode).toBe(403);
    expect((await slides()).statusCode).toBe(200);

    const refused = await call('PUT', '/api/session/role', staff.auth, { role: 'admin' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ role: 'Choose one of the offered values' });

    expect((await call('PUT', '/api/session/role', staff.auth, { role: null })).statusCode).toBe(
      200,
    );
    expect((await complaintsQueue()).statusCode).toBe(200);
    const me = await call('GET', '/api/session', staff.auth);
    expect(me.json().data.acting_role).toBeNull();
  });

  it('keeps the choice in the session: another sign-in acts with every role', async () => {
    const staff = await buildSignedInUser(t.db, { roles: ['support', 'advertisement'] });
    await call('PUT', '/api/session/role', staff.auth, { role: 'advertisement' });
    const login = await call('POST', '/api/login-password', undefined, {
      email: staff.user.email,
      password: staff.user.password,
    });
    const other = bearer(login.json().access_token);
    expect((await call('GET', '/api/support/complaints', other)).statusCode).toBe(200);
    expect((await call('GET', '/api/support/complaints', staff.auth)).statusCode).toBe(403);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorId, staff.user.id));
    expect(rows).toHaveLength(0);
  });
});
