import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { VIP_DEFAULT_PRICE } from '@bilim/contract/cards';
import { TOP_UP_DEFAULTS } from '@bilim/contract/money';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
let member: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildSignedInUser(t.db, { roles: ['admin'] });
  member = await buildSignedInUser(t.db, { roles: ['support'] });
});
afterAll(async () => t?.close());

const setMaintenance = (maintenance: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { maintenance },
  });

describe('admin settings', () => {
  beforeEach(async () => {
    await setMaintenance(false);
  });

  it('lets an admin read and change the settings', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin.auth,
    });
    const defaults = {
      maintenance: false,
      renewal_mode: 'ANY_DAY',
      top_up_min: TOP_UP_DEFAULTS.min,
      top_up_max: TOP_UP_DEFAULTS.max,
      vip_price: VIP_DEFAULT_PRICE,
      max_image_bytes: 10 * 1024 * 1024,
    };
    expect(read.json()).toEqual({ data: defaults });
    const changed = await setMaintenance(true);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ data: { ...defaults, maintenance: true } });
  });

  it('changes the renewal mode and the top-up bounds, refusing a minimum above the maximum', async () => {
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload });
    const changed = await change({ renewal_mode: 'FIRST_DAY', top_up_min: 100_000 });
    expect(changed.json().data).toMatchObject({ renewal_mode: 'FIRST_DAY', top_up_min: 100_000 });
    const refused = await change({ top_up_max: 99_999 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ top_up_max: 'Value is out of range' });
    expect((await change({ renewal_mode: 'EVERY_DAY' })).statusCode).toBe(422);
    // The largest image: 1 to 25 MB, in bytes.
    const tooLarge = await change({ max_image_bytes: 26 * 1024 * 1024 });
    expect(tooLarge.json().errors).toEqual({ max_image_bytes: 'Value is out of range' });
    const smaller = await change({ max_image_bytes: 2 * 1024 * 1024 });
    expect(smaller.json().data.max_image_bytes).toBe(2 * 1024 * 1024);
    await change({ max_image_bytes: 10 * 1024 * 1024 });
    await change({ renewal_mode: 'ANY_DAY', top_up_min: TOP_UP_DEFAULTS.min });
  });

  it('changes the VIP price, refusing one that is not a positive whole number of tiyn', async () => {
    const change = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload });
    const changed = await change({ vip_price: 200_000 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.vip_price).toBe(200_000);
    for (const vip_price of [0, -100, 12.5, '1500']) {
      const refused = await change({ vip_price });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['vip_price']);
    }
    expect((await t.app.ctx.settings.get()).vip_price).toBe(200_000);
    await change({ vip_price: VIP_DEFAULT_PRICE });
  });

  it('answers 403 Forbidden to anyone else', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/admin/settings',
        headers: member.auth,
        ...(method === 'PUT' && { payload: { maintenance: true } }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings' });
    expect(res.statusCode).toBe(401);
  });
});

describe('maintenance mode', () => {
  beforeAll(async () => {
    await setMaintenance(true);
  });
  afterAll(async () => {
    await setMaintenance(false);
  });

  it('answers 503 "Maintenance Mode" to users and visitors', async () => {
    for (const headers of [member.auth, {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/cabinet/profile', headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Maintenance Mode', code: 'MAINTENANCE_MODE' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/cities' })).statusCode).toBe(503);
  });

  it('answers 503 also when the path is percent-encoded to slip past the check', async () => {
    for (const url of ['/%61pi/cabinet/profile', '/api/%63abinet/profile', '/api/cities/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: member.auth });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('MAINTENANCE_MODE');
    }
  });

  it('lets the admin through', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/profile',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps login, the status, the languages and the docs working', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login-password',
      payload: { email: member.user.email, password: member.user.password },
    });
    expect(login.statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(status.json()).toEqual({ data: { maintenance: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/languages' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it("lets payment providers' callbacks through (paid money must reach the balance)", async () => {
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/callback',
      payload: {},
    });
    expect(callback.json().code).not.toBe('MAINTENANCE_MODE');
  });

  it('ends when the admin switches it off', async () => {
    await setMaintenance(false);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/profile',
      headers: member.auth,
    });
    expect(res.statusCode).toBe(200);
    await setMaintenance(true);
  });
});
