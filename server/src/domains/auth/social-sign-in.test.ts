import { identitiesAnswer, socialCompleteAnswer } from '@bilim/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { startOidcProvider, type ProviderAccount } from '../../test/oidc-provider';
import { users } from '../users/users.schema';
import { socialLogins, userIdentities } from './auth.schema';
import { hashToken } from './tokens';

/**
 * Social sign-in against a real OpenID Connect provider running in this process (oidc-provider):
 * the app discovers it, sends the browser there with PKCE, state and nonce, and checks its signed
 * ID token. Nothing of the HTTP exchange is mocked.
 */

const PUBLIC_URL = 'http://bilim.test';
let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: `${PUBLIC_URL}/api/auth/social/google/callback`,
  });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

let subjects = 0;
const person = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => {
  subjects += 1;
  return {
    sub: `google-${subjects}`,
    email: `social-${subjects}@example.kz`,
    email_verified: true,
    name: `Social Person ${subjects}`,
    ...overrides,
  };
};

/** Where the app sends the browser after the provider's answer: /auth-social-success's query. */
async function callback(answer: URL) {
  const res = await t.app.inject({ method: 'GET', url: `${answer.pathname}${answer.search}` });
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(res.headers.location as string);
  expect(location.pathname).toBe('/auth-social-success');
  return location.searchParams;
}

/** Starts a sign-in (or a link, with `auth`) and answers the provider's authorization address. */
async function start(options: { auth?: { authorization: string }; returnTo?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: options.auth ? '/api/cabinet/profile/identities/google' : '/api/auth/social/google',
    headers: options.auth,
    payload: { return_to: options.returnTo ?? '/favorites' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.url as string;
}

async function signInAs(account: ProviderAccount) {
  return callback(await provider.authorize(await start(), account));
}

async function complete(code: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/social/complete',
    payload: { code },
  });
  return res;
}

const identitiesOf = async (auth: { authorization: string }) =>
  identitiesAnswer.parse(
    (
      await t.app.inject({ method: 'GET', url: '/api/cabinet/profile/identities', headers: auth })
    ).json(),
  ).data;

describe('social sign-in', () => {
  it('offers only the providers set up, and sends the browser there with PKCE, state and nonce', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/auth/social' });
    expect(listed.json()).toEqual({ data: ['google'] });
    const url = new URL(await start());
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_URL}/api/auth/social/google/callback`,
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social/yandex',
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SOCIAL_PROVIDER_UNKNOWN');
    // Back only to a path of this site.
    for (const elsewhere of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/social/google',
        payload: { return_to: elsewhere },
      });
      expect(res.statusCode, elsewhere).toBe(422);
    }
  });

  it('opens an account for a new person, signs them in, and signs the same person in again later', async () => {
    const someone = person({ name: 'Aigul Nurlanovna' });
    const first = await signInAs(someone);
    const code = first.get('code') ?? '';
    expect(code).not.toBe('');
    const session = await complete(code);
    expect(session.statusCode, session.body).toBe(200);
    const signedIn = socialCompleteAnswer.parse(session.json());
    expect(signedIn).toMatchObject({ name: 'Aigul Nurlanovna', return_to: '/favorites' });
    const auth = { authorization: `Bearer ${signedIn.access_token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: auth })).statusCode,
    ).toBe(200);
    expect(await identitiesOf(auth)).toEqual({
      linked: [expect.objectContaining({ provider: 'google', email: someone.email })],
      has_password: false,
    });
    // The code works once.
    expect((await complete(code)).json().code).toBe('SOCIAL_STATE_INVALID');

    const again = await signInAs(someone);
    const second = socialCompleteAnswer.parse((await complete(again.get('code') ?? '')).json());
    expect(second.user_id).toBe(signedIn.user_id);
    const accounts = await t.db
      .select()
      .from(users)
      .where(eq(users.email, someone.email ?? ''));
    expect(accounts).toHaveLength(1);
  });

  it('never links by e-mail alone: the owner signs in with the password and links it in the profile', async () => {
    const owner = await buildSignedInUser(t.db);
    const sameEmail = person({ email: owner.user.email });
    const refused = await signInAs(sameEmail);
    expect(refused.get('error')).toBe('SOCIAL_LINK_REQUIRED');
    expect(refused.has('code')).toBe(false);
    expect(
      await t.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.user.id)),
    ).toEqual([]);

    const linked = await callback(
      await provider.authorize(await start({ auth: owner.auth, returnTo: '/profile' }), sameEmail),
    );
    expect(Object.fromEntries(linked)).toEqual({ linked: 'google', return_to: '/profile' });
    const now = await signInAs(sameEmail);
    const session = socialCompleteAnswer.parse((await complete(now.get('code') ?? '')).json());
    expect(session.user_id).toBe(owner.user.id);

    // Another Bilim account cannot take the same provider account.
    const other = await buildSignedInUser(t.db);
    const taken = await callback(
      await provider.authorize(await start({ auth: other.auth }), sameEmail),
    );
    expect(taken.get('error')).toBe('SOCIAL_IDENTITY_TAKEN');
  });

  it('links by the link e-mailed to the account: followed, the provider signs in; forged or stale, refused', async () => {
    const owner = await buildSignedInUser(t.db, { emailConfirmed: false });
    const sameEmail = person({ email: owner.user.email });
    expect((await signInAs(sameEmail)).get('error')).toBe('SOCIAL_LINK_REQUIRED');
    await t.drain();
    const letter = t.mail.find(
      (mail) => mail.to === owner.user.email && mail.subject.includes('Google'),
    );
    // In the language of the sign-in (the default, Russian, here).
    expect(letter?.subject).toBe('Bilim: привязать Google к вашей учётной записи?');
    const token = /\/social-link\/([\w-]+)/.exec(letter?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    // Nothing is linked until the link is followed.
    expect(await identitiesOf(owner.auth)).toMatchObject({ linked: [] });

    const follow = (candidate: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/social/link/confirm',
        payload: { token: candidate },
      });
    // The token is "<id>.<provider>.<subject>.<expiry>.<signature>", base64url as a whole.
    const [id, provider, subject, expires, signature] = Buffer.from(token, 'base64url')
      .toString()
      .split('.');
    const encoded = (text: string) => Buffer.from(text).toString('base64url');
    const flipFirst = (text: string) => `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;
    const forged = [
      encoded(`${id}.${provider}.${encoded('google-someone-else')}.${expires}.${signature}`),
      encoded(`${Number(id) + 1}.${provider}.${subject}.${expires}.${signature}`),
      // Its first character changed (all six of its bits count; the last one's do not all).
      encoded(`${id}.${provider}.${subject}.${expires}.${flipFirst(signature ?? '')}`),
      encoded(`${id}.${expires}.${signature}`),
    ];
    for (const candidate of forged) {
      expect((await follow(candidate)).json().code, candidate).toBe('RESTORE_LINK_INVALID');
    }

    const followed = await follow(token);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ data: { email: owner.user.email, provider: 'google' } });
    expect((await identitiesOf(owner.auth)).linked.map((item) => item.provider)).toEqual([
      'google',
    ]);
    // Following it proved the address too.
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row?.emailConfirmedAt).not.toBeNull();
    const signedIn = await signInAs(sameEmail);
    const session = socialCompleteAnswer.parse((await complete(signedIn.get('code') ?? '')).json());
    expect(session.user_id).toBe(owner.user.id);
    expect((await follow(token)).statusCode).toBe(200);

    // A link sent before the account's e-mail changed links nothing.
    const mover = await buildSignedInUser(t.db);
    expect((await signInAs(person({ email: mover.user.email }))).get('error')).toBe(
      'SOCIAL_LINK_REQUIRED',
    );
    await t.drain();
    const stale = t.mail.find((mail) => mail.to === mover.user.email)?.text ?? '';
    await t.db
      .update(users)
      .set({ email: `moved-${mover.user.email}` })
      .where(eq(users.id, mover.user.id));
    const staleToken = /\/social-link\/([\w-]+)/.exec(stale)?.[1] ?? '';
    expect((await follow(staleToken)).json().code).toBe('RESTORE_LINK_INVALID');
    expect(await identitiesOf(mover.auth)).toMatchObject({ linked: [] });
  });

  it('refuses a tampered or replayed state, a nonce that does not match, and a cancelled sign-in', async () => {
    const answer = await provider.authorize(await start(), person());
    const tampered = new URL(answer);
    tampered.searchParams.set('state', 'forged-state-value');
    expect((await callback(tampered)).get('error')).toBe('SOCIAL_STATE_INVALID');
    expect((await callback(answer)).has('code')).toBe(true);
    expect((await callback(answer)).get('error')).toBe('SOCIAL_STATE_INVALID');

    // The provider's ID token carries the nonce sent; one the app did not send is refused.
    const url = await start();
    const state = new URL(url).searchParams.get('state') ?? '';
    await t.db
      .update(socialLogins)
      .set({ nonce: 'a-nonce-never-sent' })
      .where(eq(socialLogins.stateHash, hashToken(state)));
    const mismatched = await provider.authorize(url, person());
    expect((await callback(mismatched)).get('error')).toBe('SOCIAL_FAILED');

    const cancelled = new URL(`${PUBLIC_URL}/api/auth/social/google/callback`);
    cancelled.searchParams.set('error', 'access_denied');
    cancelled.searchParams.set('state', new URL(await start()).searchParams.get('state') ?? '');
    expect((await callback(cancelled)).get('error')).toBe('SOCIAL_DENIED');
  });

  it('opens no account for an e-mail the provider did not verify', async () => {
    const unverified = person({ email_verified: false });
    expect((await signInAs(unverified)).get('error')).toBe('SOCIAL_EMAIL_UNVERIFIED');
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, unverified.email ?? '')),
    ).toEqual([]);
  });

  it('unlinks a provider unless it is the only way into the account', async () => {
    const someone = person();
    const signedIn = socialCompleteAnswer.parse(
      (await complete((await signInAs(someone)).get('code') ?? '')).json(),
    );
    const auth = { authorization: `Bearer ${signedIn.access_token}` };
    const last = await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/profile/identities/google',
      headers: auth,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_SIGN_IN_METHOD');

    const withPassword = await buildSignedInUser(t.db);
    await callback(await provider.authorize(await start({ auth: withPassword.auth }), person()));
    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/profile/identities/google',
      headers: withPassword.auth,
    });
    expect(unlinked.statusCode).toBe(204);
    expect((await identitiesOf(withPassword.auth)).linked).toEqual([]);
  });

  it('stops a restricted user as the password sign-in does', async () => {
    const someone = person();
    const signedIn = socialCompleteAnswer.parse(
      (await complete((await signInAs(someone)).get('code') ?? '')).json(),
    );
    const support = await buildSignedInUser(t.db, { roles: ['support'] });
    const restricted = await t.app.inject({
      method: 'POST',
      url: `/api/support/users/${signedIn.user_id}/restrictions`,
      headers: support.auth,
      payload: { type: 'login', reason: 'Stolen account' },
    });
    expect(restricted.statusCode, restricted.body).toBe(201);
    expect((await signInAs(someone)).get('error')).toBe('ACTION_FORBIDDEN');
  });
});
