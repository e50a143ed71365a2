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

  it('does not limit calls outside the sign-in ones', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/languages' })).statusCode).toBe(200);
    }
  });
});
