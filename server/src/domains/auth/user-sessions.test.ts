import { userSessionsAnswer } from '@bilim/contract/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { describeUserAgent } from './user-sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Signs in through the API from a browser and an address; answers the bearer header. */
async function signIn(email: string, password: string, userAgent: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login-password',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().access_token as string}` };
}

const listFrom = async (auth: { authorization: string }, userAgent: string, ip: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/cabinet/profile/sessions',
    headers: { ...auth, 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return userSessionsAnswer.parse(res.json()).data;
};

describe('the user’s sessions', () => {
  it('names a User-Agent’s browser, system and device', () => {
    expect(describeUserAgent(PHONE)).toEqual({
      browser: 'Safari 17',
      os: 'iOS 17.4',
      device: 'mobile',
    });
    expect(describeUserAgent(DESKTOP)).toEqual({
      browser: 'Chrome 131',
      os: 'Windows 10',
      device: 'desktop',
    });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, device: null });
  });

  it('lists where the account is signed in, the current first, with device and address', async () => {
    const user = await buildUser(t.db);
    const phone = await signIn(user.email, user.password, PHONE, '10.1.2.3');
    const desktop = await signIn(user.email, user.password, DESKTOP, '10.9.8.7');
    await listFrom(phone, PHONE, '10.1.2.3');
    const sessions = await listFrom(desktop, DESKTOP, '10.9.8.7');
    expect(sessions).toEqual([
      expect.objectContaining({ current: true, browser: 'Chrome 131', ip: '10.9.8.7' }),
      expect.objectContaining({
        current: false,
        browser: 'Safari 17',
        device: 'mobile',
        ip: '10.1.2.3',
      }),
    ]);
    // A session used from a new address shows it at once.
    await listFrom(phone, PHONE, '10.1.2.99');
    const again = await listFrom(desktop, DESKTOP, '10.9.8.7');
    expect(again[1]?.ip).toBe('10.1.2.99');
  });

  it('names the city and country of each public address, none for a private one', async () => {
    const user = await buildUser(t.db);
    const almaty = await signIn(user.email, user.password, PHONE, '92.46.1.1');
    const abroad = await signIn(user.email, user.password, DESKTOP, '::ffff:8.8.8.8');
    const office = await signIn(user.email, user.password, DESKTOP, '10.0.0.5');
    await listFrom(almaty, PHONE, '92.46.1.1');
    await listFrom(abroad, DESKTOP, '::ffff:8.8.8.8');
    const sessions = await listFrom(office, DESKTOP, '10.0.0.5');
    const placeOf = (ip: string) => sessions.find((session) => session.ip === ip)?.place;
    expect(placeOf('92.46.1.1')).toEqual({
      city: expect.stringContaining('Almaty'),
      country: 'KZ',
    });
    expect(placeOf('::ffff:8.8.8.8')).toMatchObject({ country: 'US' });
    expect(placeOf('10.0.0.5')).toBeNull();
  });

  it('signs one session out, then every other; another user’s session is not found', async () => {
    const user = await buildUser(t.db);
    const first = await signIn(user.email, user.password, PHONE, '10.0.0.1');
    const second = await signIn(user.email, user.password, DESKTOP, '10.0.0.2');
    const third = await signIn(user.email, user.password, DESKTOP, '10.0.0.3');
    await listFrom(first, PHONE, '10.0.0.1');
    await listFrom(second, DESKTOP, '10.0.0.2');
    const sessions = await listFrom(third, DESKTOP, '10.0.0.3');
    const firstId = sessions.find((session) => session.ip === '10.0.0.1')?.id;
    expect(sessions).toHaveLength(3);

    const stranger = await buildSignedInUser(t.db);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/cabinet/profile/sessions/${String(firstId)}`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);

    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/cabinet/profile/sessions/${String(firstId)}`,
      headers: third,
    });
    expect(one.statusCode).toBe(204);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/session', headers: first });
    expect(signedOut.statusCode).toBe(401);
    expect((await listFrom(third, DESKTOP, '10.0.0.3')).length).toBe(2);

    const others = await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/profile/sessions',
      headers: third,
    });
    expect(others.json()).toEqual({ data: { revoked: 1 } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: second })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: third })).statusCode,
    ).toBe(200);
    expect(await listFrom(third, DESKTOP, '10.0.0.3')).toEqual([
      expect.objectContaining({ current: true }),
    ]);
  });

  it('is for signed-in users only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile/sessions' });
    expect(res.statusCode).toBe(401);
  });
});
