import { profileSchema } from '@bilim/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { startSmtpServer } from '../../test/smtp';

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

const lettersTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

async function profileOf(auth: { authorization: string }) {
  const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile', headers: auth });
  return profileSchema.parse(res.json().data);
}

describe('changing the e-mail', () => {
  it('needs the current password: a session token alone cannot move the account', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/cabinet/profile',
        headers: auth,
        payload: { name: user.name, email: `thief-${user.email}`, ...payload },
      });
    const without = await put({});
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({ current_password: 'Fill value' });
    const wrong = await put({ current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'PASSWORD_WRONG',
      errors: { current_password: 'Password wrong' },
    });
    await t.drain();
    expect(await profileOf(auth)).toMatchObject({ email: user.email, pending_email: null });
    expect(lettersTo(`thief-${user.email}`)).toEqual([]);
  });

  it('takes effect when the link sent to the new address is followed; the old one is told twice, in the user’s language', async () => {
    const { user, auth } = await buildSignedInUser(t.db, { name: 'Dana' });
    const newEmail = `moved-${user.email}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile',
      headers: auth,
      payload: {
        name: 'Dana Serik',
        email: newEmail.toUpperCase(),
        current_password: user.password,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The other fields are saved at once; the e-mail waits for its link.
    expect(res.json().data).toMatchObject({
      name: 'Dana Serik',
      email: user.email,
      pending_email: newEmail,
    });
    await t.drain();
    const [confirm] = lettersTo(newEmail);
    expect(confirm?.subject).toBe('Bilim: подтвердите новый e-mail');
    const token = /\/email-change\/([\w-]+)/.exec(confirm?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const [requested] = lettersTo(user.email);
    expect(requested?.subject).toBe('Bilim: запрошена смена e-mail');
    expect(requested?.text).toContain(newEmail);
    expect(requested?.text).not.toContain(token);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/email-change/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email: newEmail } });
    expect(await profileOf(auth)).toMatchObject({ email: newEmail, pending_email: null });
    await t.drain();
    expect(lettersTo(user.email).map((mail) => mail.subject)).toEqual([
      'Bilim: запрошена смена e-mail',
      'Bilim: ваш e-mail изменён',
    ]);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: newEmail, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/email-change/confirm',
      payload: { token },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('RESTORE_LINK_INVALID');
  });

  it('refuses an address another account took before the link was followed', async () => {
    const first = await buildSignedInUser(t.db);
    const contested = `contested-${first.user.email}`;
    await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/profile',
      headers: first.auth,
      payload: { name: first.user.name, email: contested, current_password: first.user.password },
    });
    await t.drain();
    const token = /\/email-change\/([\w-]+)/.exec(lettersTo(contested)[0]?.text ?? '')?.[1] ?? '';
    const taker = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Taker', email: contested, password: 'taker-secret-pass' },
    });
    expect(taker.statusCode, taker.body).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email-change/confirm',
      payload: { token },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('EMAIL_NOT_UNIQUE');
    expect(await profileOf(first.auth)).toMatchObject({ email: first.user.email });
  });
});
