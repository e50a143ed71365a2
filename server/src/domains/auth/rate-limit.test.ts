import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW: '1 minute' },
  });
});
afterAll(async () => t?.close());

describe('rate limiting of the sign-in calls', () => {
  it('answers 429 "Too Many Requests" after the limit of login attempts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login-password',
        payload: { email: 'someone@example.kz', password: 'whatever-it-is' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(422);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too Many Requests', code: 'TOO_MANY_REQUESTS' });
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it.each([
    ['register', '/api/register', { name: 'Someone', email: 'bad', password: 'x' }, 422],
    ['restore', '/api/restore', { email: 'someone@example.kz' }, 202],
    ['restore/reset', '/api/restore/reset', { token: 'made-up', password: 'long-enough' }, 422],
  ])(
    'answers 429 after the limit of %s calls too, counting each call per IP',
    async (_name, url, payload, answer) => {
      const attempt = (remoteAddress = '127.0.0.1') =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(answer);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
      expect((await attempt('10.1.2.3')).statusCode).toBe(answer);
    },
  );

  it('does not limit calls outside the sign-in ones', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/languages' })).statusCode).toBe(200);
    }
  });
});
