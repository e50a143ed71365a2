import { payAnswer, paymentSchema, TOP_UP_DEFAULTS } from '@bilim/contract/money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { buildAccount, firstAccountOf } from '../../test/listings-factories';
import { createPaymentProviders } from './payment-providers';
import { startTopUp } from './payments.testing';
import { ledgerTotals } from '../ledger/ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const pay = (auth: { authorization: string } | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/pay',
    ...(auth && { headers: auth }),
    payload,
  });

describe('POST /api/account/pay', () => {
  afterEach(async () => {
    await t.app.ctx.settings.update({
      top_up_min: TOP_UP_DEFAULTS.min,
      top_up_max: TOP_UP_DEFAULTS.max,
    });
  });

  it("starts a pending payment on the user's first account and answers the checkout", async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const account = await firstAccountOf(t.db, user.id);
    await buildAccount(t.db, { userId: user.id });
    const res = await pay(auth, { payment: 1_000_000 });
    expect(res.statusCode).toBe(201);
    const { data } = payAnswer.parse(res.json());
    expect(data.payment).toMatchObject({
      account_id: account.id,
      amount: 1_000_000,
      currency: 'KZT',
      state: 'pending',
      provider: 'sandbox',
      completed_at: null,
    });
    expect(data.checkout_url).toMatch(/^\/pay\/sandbox\/[0-9a-f-]{36}\?lng=ru$/);
    // Starting a payment credits nothing: only the provider's callback does.
    expect((await ledgerTotals(t.db, account.id)).balance).toBe(0);
  });

  it('tops up another account of the user when account_id names it', async () => {
    const { user, auth } = await buildSignedInUser(t.db);
    const second = await buildAccount(t.db, { userId: user.id });
    const { payment } = await startTopUp(t, auth, 500_000, second.id);
    expect(payment.account_id).toBe(second.id);
  });

  it('keeps the amount within the top-up bounds of the settings (422 on payment)', async () => {
    const { auth } = await buildSignedInUser(t.db);
    await t.app.ctx.settings.update({ top_up_min: 100_000, top_up_max: 2_000_000 });
    for (const amount of [99_999, 2_000_001, 0, -500_000]) {
      const res = await pay(auth, { payment: amount });
      expect(res.statusCode, `amount ${amount}`).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid',
        code: 'VALIDATION_FAILED',
        errors: { payment: 'Value is out of range' },
      });
    }
    expect((await pay(auth, { payment: 100_000 })).statusCode).toBe(201);
    expect((await pay(auth, { payment: 2_000_000 })).statusCode).toBe(201);
  });

  it('refuses a missing or fractional amount (422)', async () => {
    const { auth } = await buildSignedInUser(t.db);
    expect((await pay(auth, {})).json()).toMatchObject({ errors: { payment: 'Fill value' } });
    expect((await pay(auth, { payment: 1000.5 })).json()).toMatchObject({
      errors: { payment: 'Enter a number' },
    });
  });

  it("answers 404 ACCOUNT_NOT_FOUND for someone else's account, and lets an admin pay it", async () => {
    const { auth } = await buildSignedInUser(t.db);
    const stranger = await buildAccount(t.db);
    const res = await pay(auth, { payment: 1_000_000, account_id: stranger.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });

    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    const byAdmin = await pay(admin.auth, { payment: 1_000_000, account_id: stranger.id });
    expect(byAdmin.statusCode).toBe(201);
  });

  it('fails with 401 without a token', async () => {
    const res = await pay(undefined, { payment: 1_000_000 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('GET /api/account/payments/:id', () => {
  it("answers the payment to its account's owner and to an admin, 404 to anyone else", async () => {
    const owner = await buildSignedInUser(t.db);
    const { payment } = await startTopUp(t, owner.auth, 750_000);
    const read = (headers?: { authorization: string }) =>
      t.app.inject({
        method: 'GET',
        url: `/api/account/payments/${payment.id}`,
        ...(headers && { headers }),
      });

    const mine = await read(owner.auth);
    expect(mine.statusCode).toBe(200);
    expect(paymentSchema.parse(mine.json().data)).toEqual(payment);

    const admin = await buildSignedInUser(t.db, { roles: ['admin'] });
    expect((await read(admin.auth)).statusCode).toBe(200);

    const stranger = await buildSignedInUser(t.db);
    const theirs = await read(stranger.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND' });

    expect((await read()).statusCode).toBe(401);
  });

  it('answers 404 for an unknown payment', async () => {
    const { auth } = await buildSignedInUser(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/payments/999999',
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the provider configuration', () => {
  it('runs the sandbox unless PAYMENT_PROVIDER names another', () => {
    expect(createPaymentProviders(testConfig(), t.db).current.name).toBe('sandbox');
    expect(() => createPaymentProviders(testConfig({ PAYMENT_PROVIDER: 'kaspi' }), t.db)).toThrow(
      'Unknown PAYMENT_PROVIDER "kaspi" (known: sandbox)',
    );
  });

  it('refuses a PAYMENT_SANDBOX_SECRET shorter than 32 characters, naming it', () => {
    expect(() => testConfig({ PAYMENT_SANDBOX_SECRET: 'too-short' })).toThrow(
      /PAYMENT_SANDBOX_SECRET: must be at least 32 characters/,
    );
  });
});
