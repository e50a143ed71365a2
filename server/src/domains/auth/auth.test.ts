import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../events/outbox.schema';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser, buildUser, userAttributes } from '../../test/factories';
import { startSmtpServer } from '../../test/smtp';
import { accounts } from '../accounts/accounts.schema';
import { users } from '../users/users.schema';
import { passwordResets } from './auth.schema';
import { createToken } from './tokens';

/** A live restore link of a user, as if e-mailed. */
async function addRestoreLink(userId: number): Promise<string> {
  const { token, hash } = createToken();
  await t.db
    .insert(passwordResets)
    .values({ userId, tokenHash: hash, expiresAt: new Date(Date.now() + 60_000) });
  return token;
}

function restoreTokenOf(text: string): string {
  const match = /http:\/\/bilim\.test\/restore\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no restore link in:\n${text}`);
  return match[1];
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, realMailer: true });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('POST /api/register', () => {
  it('creates the user with their first account and answers 201 with a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: '  Aliya Bekova ',
        email: 'Aliya.Bekova@Example.KZ',
        password: 'secret-123',
      },
    });
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session).toEqual({
      access_token: expect.any(String),
      user_id: expect.any(Number),
      name: 'Aliya Bekova',
      roles: [],
      acting_role: null,
      impersonator: null,
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, session.user_id));
    expect(user?.email).toBe('aliya.bekova@example.kz');
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    const owned = await t.db.select().from(accounts).where(eq(accounts.userId, session.user_id));
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ title: 'Aliya Bekova', currency: 'KZT' });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/profile',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('answers "Fill value" for every empty field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: '   ', email: '', password: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'VALIDATION_FAILED',
      errors: {
        name: FIELD_MESSAGES.FILL_VALUE,
        email: FIELD_MESSAGES.FILL_VALUE,
        password: FIELD_MESSAGES.FILL_VALUE,
      },
    });
  });

  it('answers "Fill value" for missing fields and for a missing body', async () => {
    for (const payload of [{}, undefined]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: 'Fill value',
        email: 'Fill value',
        password: 'Fill value',
      });
    }
  });

  it('refuses a malformed e-mail and a short password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Someone', email: 'not-an-email', password: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: FIELD_MESSAGES.EMAIL_INVALID,
      password: FIELD_MESSAGES.PASSWORD_TOO_SHORT,
    });
  });

  it('answers "Email is not unique" for a taken e-mail, whatever its case', async () => {
    const existing = await buildUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Copy', email: existing.email.toUpperCase(), password: 'copy-password-1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Email is not unique',
      code: 'EMAIL_NOT_UNIQUE',
      errors: { email: 'Email is not unique' },
    });
  });

  it('keeps e-mails unique when two registrations race', async () => {
    const attributes = userAttributes({ password: 'racing-password-1' });
    const answers = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/register', payload: attributes })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
  });
});

describe('POST /api/login-password', () => {
  it('signs in with the right password', async () => {
    const user = await buildUser(t.db, { roles: ['support'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      user_id: user.id,
      name: user.name,
      roles: ['support'],
      acting_role: null,
      impersonator: null,
    });
  });

  it('answers the same "Password wrong" for a wrong password and an unknown e-mail', async () => {
    const user = await buildUser(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: user.email, password: 'not-the-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: 'nobody@example.kz', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'Password wrong',
      code: 'PASSWORD_WRONG',
      errors: { password: 'Password wrong' },
    });
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers "Fill value" for an empty e-mail and password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: ' ', password: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'VALIDATION_FAILED',
      errors: { email: FIELD_MESSAGES.FILL_VALUE, password: FIELD_MESSAGES.FILL_VALUE },
    });
  });
});

describe('POST /api/logout', () => {
  it('revokes the token used: it answers 401 "Session Has Expired" afterwards', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Session Has Expired', code: 'SESSION_EXPIRED' });
  });

  it('fails with 401 when the token is missing or unknown', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/logout' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(missing.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('SESSION_EXPIRED');
  });
});

describe('password restore', () => {
  it('e-mails a link through SMTP; the link resets the password once and revokes older sessions', async () => {
    const { user, auth: oldAuth } = await buildSignedInUser(t.db);
    const before = smtp.received.length;

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restore',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
      payload: { email: user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { sent: true } });

    await t.drain();
    // One letter to this user (others' registration letters may go out in the same drain).
    const letters = smtp.received.slice(before).filter((mail) => mail.to.includes(user.email));
    expect(letters).toHaveLength(1);
    const mail = letters[0]!;
    expect(mail.to).toEqual([user.email]);
    expect(mail.text).toContain('Здравствуйте');
    const token = restoreTokenOf(mail.text);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token, password: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ user_id: user.id, name: user.name });
    const newAuth = { authorization: `Bearer ${reset.json().access_token}` };

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/profile',
      headers: oldAuth,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/profile',
      headers: newAuth,
    });
    expect(fresh.statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: user.email, password: 'brand-new-password' },
    });
    expect(login.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token, password: 'another-password' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'The link is invalid or has expired',
      code: 'RESTORE_LINK_INVALID',
    });
  });

  it('writes the letter in the language of the request', async () => {
    const user = await buildUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/restore',
      headers: { 'accept-language': 'en' },
      payload: { email: user.email },
    });
    await t.drain();
    const mail = smtp.received.at(-1)!;
    expect(mail.raw).toContain('Subject: Bilim: restore your password');
    expect(mail.text).toContain(`Hello, ${user.name}!`);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restore',
      payload: { email: 'nobody-at-all@example.kz' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { sent: true } });
    await t.drain();
    expect(smtp.received).toHaveLength(before);
  });

  it('refuses a malformed e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restore',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'VALIDATION_FAILED',
      errors: { email: FIELD_MESSAGES.EMAIL_INVALID },
    });
  });

  it('ends every other unused link of the user once one of them resets the password', async () => {
    const user = await buildUser(t.db);
    const older = await addRestoreLink(user.id);
    const newer = await addRestoreLink(user.id);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token: newer, password: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token: older, password: 'attacker-password' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('RESTORE_LINK_INVALID');
  });

  it('refuses an expired link', async () => {
    const user = await buildUser(t.db);
    const { token, hash } = createToken();
    await t.db
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token, password: 'brand-new-password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('RESTORE_LINK_INVALID');
  });

  it('tells whether a link can still set a password, without using it', async () => {
    const user = await buildUser(t.db);
    const token = await addRestoreLink(user.id);
    const check = () => t.app.inject({ method: 'GET', url: `/api/restore/${token}` });

    const live = await check();
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { usable: true } });
    // Checking twice leaves the link usable.
    expect((await check()).statusCode).toBe(200);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token, password: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    const used = await check();
    expect(used.statusCode).toBe(422);
    expect(used.json()).toEqual({
      message: 'The link is invalid or has expired',
      code: 'RESTORE_LINK_INVALID',
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/restore/made-up' });
    expect(unknown.json().code).toBe('RESTORE_LINK_INVALID');
  });

  it('refuses an unknown link and validates the new password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token: 'made-up', password: 'brand-new-password' },
    });
    expect(unknown.json().code).toBe('RESTORE_LINK_INVALID');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token: 'made-up', password: 'short' },
    });
    expect(short.json().errors).toEqual({ password: FIELD_MESSAGES.PASSWORD_TOO_SHORT });
  });
});

describe('password restore while the mail server is slow or down', () => {
  let slow: TestApp;
  let sending = 0;
  let release: () => void = () => undefined;
  let fail = false;
  const sent: string[] = [];
  beforeAll(async () => {
    slow = await createTestApp({
      seed: false,
      mailer: {
        send: async (message) => {
          sending += 1;
          await new Promise<void>((resolve) => (release = resolve));
          if (fail) throw new Error('SMTP is down');
          sent.push(message.text);
        },
        close: () => undefined,
      },
    });
  });
  afterAll(async () => {
    release();
    await slow?.close();
  });

  it('answers a known e-mail at once, as an unknown one; the letter goes after the answer', async () => {
    const user = await buildUser(slow.db);
    const known = await slow.app.inject({
      method: 'POST',
      url: '/api/restore',
      payload: { email: user.email },
    });
    const unknown = await slow.app.inject({
      method: 'POST',
      url: '/api/restore',
      payload: { email: 'nobody-at-all@example.kz' },
    });
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(sending).toBe(0);
    const delivering = slow.drain();
    await expect.poll(() => sending).toBe(1);
    release();
    await delivering;
    expect(sent).toHaveLength(1);
  });

  it('still answers 202 when the mail fails, and the outbox sends the same link later', async () => {
    fail = true;
    const user = await buildUser(slow.db);
    const res = await slow.app.inject({
      method: 'POST',
      url: '/api/restore',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    const failing = slow.drain();
    await expect.poll(() => sending).toBe(2);
    release();
    await failing;
    const [event] = await slow.db
      .select()
      .from(outbox)
      .where(eq(outbox.type, 'password.restore_requested'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(event).toMatchObject({ state: 'pending', attempts: 1 });
    expect(event?.lastError).toContain('SMTP is down');

    // The mail server is back; the retry (made due now instead of after its backoff) sends it.
    fail = false;
    await slow.db.update(outbox).set({ availableAt: new Date() }).where(eq(outbox.id, event!.id));
    const retrying = slow.drain();
    await expect.poll(() => sending).toBe(3);
    release();
    await retrying;
    const link = restoreTokenOf(sent.at(-1) ?? '');
    const reset = await slow.app.inject({
      method: 'POST',
      url: '/api/restore/reset',
      payload: { token: link, password: 'brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
