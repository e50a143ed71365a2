import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { profileSchema } from '@bilim/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { passwordResets } from '../auth/auth.schema';
import { createToken } from '../auth/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('GET /api/cabinet/profile', () => {
  it('answers the own profile', async () => {
    const { user, auth } = await buildSignedInUser(t.db, { name: 'Aruzhan Sadykova' });
    const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile', headers: auth });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(profileSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      id: user.id,
      name: 'Aruzhan Sadykova',
      email: user.email,
      phone: null,
      gender: null,
      age: null,
      show_age: false,
      show_contacts: true,
      rating: 0,
      roles: [],
    });
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
  });

  it('fails with 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });
});

describe('PUT /api/cabinet/profile', () => {
  it('updates the profile', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile',
      headers: auth,
      payload: {
        name: 'Timur Akhmetov',
        email: user.email.toUpperCase(),
        phone: '+7 (701) 123-45-67',
        gender: 'male',
        age: 37,
        show_age: true,
        show_contacts: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Timur Akhmetov',
      email: user.email,
      pending_email: null,
      phone: '+7 (701) 123-45-67',
      gender: 'male',
      age: 37,
      show_age: true,
      show_contacts: false,
    });
  });

  it('clears optional fields sent empty and keeps those left out', async () => {
    const { user, auth } = await buildSignedInUser(t.db, {
      profile: { phone: '+7 701 000 00 00', age: 30 },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile',
      headers: auth,
      payload: { name: user.name, email: user.email, phone: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: null, age: 30 });
  });

  it('answers "Email is not unique" for an e-mail someone else has', async () => {
    const other = await buildUser(t.db);
    const { user, auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile',
      headers: auth,
      payload: { name: user.name, email: other.email, current_password: user.password },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Email is not unique',
      code: 'EMAIL_NOT_UNIQUE',
      errors: { email: FIELD_MESSAGES.EMAIL_NOT_UNIQUE },
    });
  });

  it('refuses an unknown gender, an age out of range and a bad phone', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile',
      headers: auth,
      payload: { name: user.name, email: user.email, gender: 'other', age: 200, phone: 'call me' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      gender: FIELD_MESSAGES.INVALID_CHOICE,
      age: FIELD_MESSAGES.OUT_OF_RANGE,
      phone: FIELD_MESSAGES.PHONE_INVALID,
    });
  });

  it('refuses an age that is not a number', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile',
      headers: auth,
      payload: { name: user.name, email: user.email, age: 'old' },
    });
    expect(res.json().errors).toEqual({ age: FIELD_MESSAGES.NOT_A_NUMBER });
  });

  it('answers "Invalid value", not zod\'s own English, for a flag that is not a boolean', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile',
      headers: auth,
      payload: { name: user.name, email: user.email, show_age: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ show_age: FIELD_MESSAGES.INVALID_VALUE });
  });
});

describe('PUT /api/cabinet/profile/password', () => {
  it('changes the password, answers a fresh session and revokes the others', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile/password',
      headers: auth,
      payload: { current_password: user.password, password: 'a-new-password' },
    });
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toMatchObject({ user_id: user.id, name: user.name, roles: [] });

    const old = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile', headers: auth });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/profile',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(fresh.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: user.email, password: 'a-new-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers "Password wrong" on current_password when it is wrong', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile/password',
      headers: auth,
      payload: { current_password: 'not-my-password', password: 'a-new-password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Password wrong',
      code: 'PASSWORD_WRONG',
      errors: { current_password: 'Password wrong' },
    });
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile/password',
      headers: auth,
      payload: { current_password: user.password, password: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'VALIDATION_FAILED',
      errors: { password: FIELD_MESSAGES.PASSWORD_TOO_SHORT },
    });
  });

  it('ends the unused restore links of the user', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const { token, hash } = createToken();
    await t.db
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + 60_000) });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile/password',
      headers: auth,
      payload: { current_password: user.password, password: 'a-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token, password: 'attacker-password' },
    });
    expect(reset.json().code).toBe('RESTORE_LINK_INVALID');
  });
});
