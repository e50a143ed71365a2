import { profileSchema } from '@bilim/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildCard, firstAccountOf } from '../../test/listings-factories';
import { startSmtpServer } from '../../test/smtp';
import { topUp } from '../billing/test-support';
import { ledgerEntries } from '../ledger/ledger.schema';
import { cards } from '../listings/listings.schema';
import { tariffs } from '../tariffs/tariffs.schema';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { users } from '../users/users.schema';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** The app's clock, moved by the tests (links expire). */
let now = new Date();
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url },
    realMailer: true,
    clock: () => now,
  });
  await seedTariffs(t.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const lettersTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const tokenIn = (text: string | undefined) =>
  /\/email-confirm\/([\w-]+)/.exec(text ?? '')?.[1] ?? '';

const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/email-confirmation/confirm', payload: { token } });

async function register(language = 'en') {
  const email = `new-${Math.random().toString(36).slice(2)}@example.kz`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'accept-language': language },
    payload: { name: 'Aruzhan', email, password: 'a-long-enough-secret' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { access_token: token, user_id: id } = res.json() as {
    access_token: string;
    user_id: number;
  };
  return { id, email, auth: { authorization: `Bearer ${token}` } };
}

async function emailConfirmed(auth: { authorization: string }) {
  const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile', headers: auth });
  return profileSchema.parse(res.json().data).email_confirmed;
}

const publish = (auth: { authorization: string }, cardId: number) =>
  t.app.inject({ method: 'POST', url: `/api/cabinet/cards/${cardId}/publish`, headers: auth });

describe('registration', () => {
  it('sends the link in the language of the sign-up; till it is followed, drafts only', async () => {
    const user = await register('ru');
    await t.drain();
    const [letter] = lettersTo(user.email);
    expect(letter?.subject).toBe('Bilim: подтвердите e-mail');
    const token = tokenIn(letter?.text);
    expect(token).not.toBe('');
    // The whole token, without dots: a path ending in ".xyz" would read as a file to the web app.
    expect(letter?.text).toMatch(new RegExp(`/email-confirm/${token}\\s`));
    expect(await emailConfirmed(user.auth)).toBe(false);

    // A draft is the user's to make; publishing, topping up and a paid tariff wait.
    const account = await firstAccountOf(t.db, user.id);
    const draft = await buildCard(t.db, { accountId: account.id, state: 'new' });
    const refused = await publish(user.auth, draft.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Confirm your e-mail first: follow the link we sent to it',
    });
    const [card] = await t.db.select().from(cards).where(eq(cards.id, draft.id));
    expect(card?.state).toBe('new');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/account/pay',
      headers: user.auth,
      payload: { payment: 1_000_000 },
    });
    expect(pay.statusCode).toBe(403);
    expect(pay.json().code).toBe('EMAIL_NOT_CONFIRMED');
    // Money put on the balance otherwise (support's credit) is not spent on a tariff either.
    await topUp(t.db, account.id, 50_000_000);
    const [paid] = await t.db.select().from(tariffs).where(eq(tariffs.slug, 'super'));
    const tariff = await t.app.inject({
      method: 'POST',
      url: '/api/account/tariff',
      headers: user.auth,
      payload: { tariff_id: paid?.id },
    });
    expect(tariff.statusCode).toBe(403);
    expect(tariff.json().code).toBe('EMAIL_NOT_CONFIRMED');
    const entries = await t.db
      .select({ kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id));
    expect(entries.map((entry) => entry.kind)).toEqual(['top_up']);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email: user.email } });
    expect(await emailConfirmed(user.auth)).toBe(true);
    expect((await publish(user.auth, draft.id)).statusCode).toBe(200);
    // Followed again (a second click): still fine, nothing more to do.
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('refuses a forged, an expired and a stale link with the catalogue’s message', async () => {
    const user = await register();
    await t.drain();
    const token = tokenIn(lettersTo(user.email)[0]?.text);
    // The token is "<id>.<expiry>.<signature>", base64url as a whole.
    const [id, expires, signature] = Buffer.from(token, 'base64url').toString().split('.');
    const encoded = (text: string) => Buffer.from(text).toString('base64url');
    const forged = [
      // Its signature's first character changed (all six of its bits count; the last one's do not).
      encoded(`${id}.${expires}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`),
      // Another user's id with this user's signature.
      encoded(`${Number(id) + 1}.${expires}.${signature}`),
      // A later expiry the signature does not cover.
      encoded(`${id}.${(parseInt(expires ?? '0', 36) + 86_400).toString(36)}.${signature}`),
      'not-a-token',
      encoded(`${id}..${signature}`),
      `${id}.${expires}.${signature}`,
    ];
    for (const candidate of forged) {
      const res = await confirm(candidate);
      expect(res.statusCode, candidate).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'RESTORE_LINK_INVALID',
        message: 'The link is invalid or has expired',
      });
    }
    // Three days and a minute later the real one has expired too.
    now = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 + 60_000);
    try {
      expect((await confirm(token)).json().code).toBe('RESTORE_LINK_INVALID');
    } finally {
      now = new Date();
    }
    expect(await emailConfirmed(user.auth)).toBe(false);

    // A link sent to an address the account no longer has does not confirm the new one.
    await t.db
      .update(users)
      .set({ email: `elsewhere-${user.email}` })
      .where(eq(users.id, user.id));
    expect((await confirm(token)).json().code).toBe('RESTORE_LINK_INVALID');
    expect(await emailConfirmed(user.auth)).toBe(false);
  });
});

describe('sending the link again', () => {
  const resend = (auth: { authorization: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cabinet/profile/email-confirmation',
      headers: { ...auth, 'accept-language': 'kz' },
    });

  it('sends another letter that works, a few times per user, then 429', async () => {
    const user = await register();
    await t.drain();
    const first = await resend(user.auth);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ data: { sent: true } });
    await t.drain();
    const letters = lettersTo(user.email);
    expect(letters).toHaveLength(2);
    expect(letters[1]?.subject).toBe('Bilim: e-mail-ды растаңыз');
    expect((await resend(user.auth)).statusCode).toBe(202);
    expect((await resend(user.auth)).statusCode).toBe(202);
    const limited = await resend(user.auth);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    // Another user's allowance is their own.
    const other = await register();
    expect((await resend(other.auth)).statusCode).toBe(202);

    expect((await confirm(tokenIn(letters[1]?.text))).statusCode).toBe(200);
    expect(await emailConfirmed(user.auth)).toBe(true);
  });

  it('sends nothing for an e-mail confirmed already, nor to anonymous callers', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const res = await resend(auth);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { sent: false } });
    await t.drain();
    expect(lettersTo(user.email)).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/profile/email-confirmation',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
