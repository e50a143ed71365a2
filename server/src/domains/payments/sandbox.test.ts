import { createHmac } from 'node:crypto';
import { paymentSchema } from '@bilim/contract/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildSignedInUser } from '../../test/factories';
import { firstAccountOf } from '../../test/listings-factories';
import { notifications } from '../notifications/notifications.schema';
import { settings } from '../settings/settings.schema';
import { payments } from './payments.schema';
import { callbackFor, deliverCallback, sandboxOf, startTopUp } from './payments.testing';
import { SANDBOX_SECRET_SETTING, SandboxProvider } from './sandbox-provider';
import { ledgerTotals } from '../ledger/ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A provider with a pending top-up of `amount`, and what the checks below need of it. */
async function pendingTopUp(amount = 1_000_000) {
  const { user, auth } = await buildSignedInUser(t.db);
  const account = await firstAccountOf(t.db, user.id);
  const started = await startTopUp(t, auth, amount);
  return { user, auth, account, ...started };
}

async function paymentState(id: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  return row?.state;
}

/** The owner's top-up notices, once the credit's events are carried out (as the server does). */
async function topUpNotifications(userId: number) {
  await t.drain();
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'balance_topped_up')));
}

describe('the sandbox checkout page', () => {
  it('shows the merchant, the purpose and the amount in ₸, with Confirm and Decline forms', async () => {
    const { checkoutUrl, reference } = await pendingTopUp(1_000_000);
    expect(checkoutUrl).toBe(`/pay/sandbox/${reference}?lng=ru`);

    const res = await t.app.inject({ method: 'GET', url: checkoutUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="ru">');
    expect(res.body).toContain('Тестовая оплата');
    expect(res.body).toContain('Bilim');
    expect(res.body).toMatch(/10\s000\s₸/u);
    expect(res.body).toContain(`action="/pay/sandbox/${reference}/confirm?lng=ru"`);
    expect(res.body).toContain(`action="/pay/sandbox/${reference}/decline?lng=ru"`);
    // The app's CSP forbids inline scripts: the page has none.
    expect(res.body).not.toContain('<script');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // The app's icon, allowed by the CSP, instead of a /favicon.ico the app does not have.
    expect(res.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self'/);
  });

  it("speaks the payer's language from ?lng= or Accept-Language", async () => {
    const { reference } = await pendingTopUp(1_234_550);
    const english = await t.app.inject({ method: 'GET', url: `/pay/sandbox/${reference}?lng=en` });
    expect(english.body).toContain('Confirm payment');
    expect(english.body).toContain('₸12,345.50');
    const kazakh = await t.app.inject({
      method: 'GET',
      url: `/pay/sandbox/${reference}`,
      headers: { 'accept-language': 'kk-KZ,kk;q=0.9' },
    });
    expect(kazakh.body).toContain('<html lang="kk">');
    expect(kazakh.body).toContain('Төлемді растау');
  });

  it('answers an unknown reference with a 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pay/sandbox/no-such-payment?lng=en' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Payment not found');
  });

  it('confirming credits the balance once, tells the owner and sends the payer back', async () => {
    const { user, account, payment, reference } = await pendingTopUp(1_000_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${reference}/confirm?lng=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/replenish?payment=${payment.id}`);
    expect(await paymentState(payment.id)).toBe('succeeded');
    expect(await ledgerTotals(t.db, account.id)).toEqual({
      balance: 1_000_000,
      ledgerSum: 1_000_000,
      entries: 1,
    });
    const [notice] = await topUpNotifications(user.id);
    expect(notice).toMatchObject({
      accountId: account.id,
      subject: 'balance',
      params: { amount: 1_000_000, currency: 'KZT', balance: 1_000_000, payment_id: payment.id },
    });

    // A second press (the back button) changes nothing; the page now shows the outcome.
    await t.app.inject({ method: 'POST', url: `/pay/sandbox/${reference}/confirm` });
    expect((await ledgerTotals(t.db, account.id)).balance).toBe(1_000_000);
    const page = await t.app.inject({ method: 'GET', url: `/pay/sandbox/${reference}?lng=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment has been completed.');
    expect(page.body).toContain(`href="/replenish?payment=${payment.id}"`);
    expect(page.body).not.toContain('<form');
  });

  it('declining credits nothing, and a later confirm cannot revive the payment', async () => {
    const { account, payment, reference } = await pendingTopUp();
    const res = await t.app.inject({ method: 'POST', url: `/pay/sandbox/${reference}/decline` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/replenish?payment=${payment.id}`);
    expect(await paymentState(payment.id)).toBe('declined');
    await t.app.inject({ method: 'POST', url: `/pay/sandbox/${reference}/confirm` });
    expect(await paymentState(payment.id)).toBe('declined');
    expect(await ledgerTotals(t.db, account.id)).toEqual({ balance: 0, ledgerSum: 0, entries: 0 });
    const page = await t.app.inject({ method: 'GET', url: `/pay/sandbox/${reference}?lng=en` });
    expect(page.body).toContain('This payment was declined.');
  });
});

describe('POST /api/payments/sandbox/callback', () => {
  it('credits once when the same callback comes 10 times in a row', async () => {
    const { user, account, payment, reference } = await pendingTopUp(2_000_000);
    const callback = callbackFor(payment, reference);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await deliverCallback(t, callback));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(
      answers.map((res) => (res.json() as { data: { replayed: boolean } }).data.replayed),
    ).toEqual([false, ...Array(9).fill(true)]);
    expect(await ledgerTotals(t.db, account.id)).toEqual({
      balance: 2_000_000,
      ledgerSum: 2_000_000,
      entries: 1,
    });
    expect(await topUpNotifications(user.id)).toHaveLength(1);
  });

  it('credits once when the same callback comes 10 times at once', async () => {
    const { user, account, payment, reference } = await pendingTopUp(3_000_000);
    const callback = callbackFor(payment, reference);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliverCallback(t, callback)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const fresh = answers.filter(
      (res) => !(res.json() as { data: { replayed: boolean } }).data.replayed,
    );
    expect(fresh).toHaveLength(1);
    expect(await ledgerTotals(t.db, account.id)).toEqual({
      balance: 3_000_000,
      ledgerSum: 3_000_000,
      entries: 1,
    });
    expect(await topUpNotifications(user.id)).toHaveLength(1);
    expect(await paymentState(payment.id)).toBe('succeeded');
  });

  describe('refuses, changing nothing,', () => {
    async function expectUnchanged(accountId: number, paymentId: number) {
      expect(await paymentState(paymentId)).toBe('pending');
      expect(await ledgerTotals(t.db, accountId)).toEqual({ balance: 0, ledgerSum: 0, entries: 0 });
    }

    it('a callback signed with another secret (403)', async () => {
      const { account, payment, reference } = await pendingTopUp();
      const callback = callbackFor(payment, reference);
      const text = [callback.reference, callback.amount, callback.currency, callback.status];
      const forged = `sha256=${createHmac('sha256', 'a guessed secret of thirty-two chars!')
        .update([...text, callback.sent_at].join('\n'))
        .digest('hex')}`;
      const res = await deliverCallback(t, callback, forged);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      await expectUnchanged(account.id, payment.id);
    });

    it('a callback without a signature (403)', async () => {
      const { account, payment, reference } = await pendingTopUp();
      const res = await deliverCallback(t, callbackFor(payment, reference), '');
      expect(res.statusCode).toBe(403);
      await expectUnchanged(account.id, payment.id);
    });

    it('a callback whose amount was raised after signing (403)', async () => {
      const { account, payment, reference } = await pendingTopUp(1_000_000);
      const genuine = callbackFor(payment, reference);
      const signature = await sandboxOf(t).sign(genuine);
      const res = await deliverCallback(t, { ...genuine, amount: 100_000_000 }, signature);
      expect(res.statusCode).toBe(403);
      await expectUnchanged(account.id, payment.id);
    });

    it("a signed callback whose amount is not the payment's (422 on amount)", async () => {
      const { account, payment, reference } = await pendingTopUp(1_000_000);
      const res = await deliverCallback(t, callbackFor(payment, reference, { amount: 9_000_000 }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { amount: 'Invalid value' },
      });
      await expectUnchanged(account.id, payment.id);
    });

    it("a signed callback whose currency is not the payment's (422 on currency)", async () => {
      const { account, payment, reference } = await pendingTopUp();
      const res = await deliverCallback(t, callbackFor(payment, reference, { currency: 'USD' }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { currency: 'Invalid value' } });
      await expectUnchanged(account.id, payment.id);
    });

    it('a signed callback naming no payment (404)', async () => {
      const { account, payment } = await pendingTopUp();
      const res = await deliverCallback(t, callbackFor(payment, 'no-such-reference'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      await expectUnchanged(account.id, payment.id);
    });

    it('a body that is not a callback (422)', async () => {
      const { account, payment, reference } = await pendingTopUp();
      const res = await deliverCallback(t, { reference, amount: '1000000' }, 'sha256=00');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      await expectUnchanged(account.id, payment.id);
    });

    it('a callback for a provider this app does not run (404)', async () => {
      const { account, payment, reference } = await pendingTopUp();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/kaspi/callback',
        payload: callbackFor(payment, reference),
      });
      expect(res.statusCode).toBe(404);
      await expectUnchanged(account.id, payment.id);
    });
  });

  it('a declined callback settles the payment without credit; a later success changes nothing', async () => {
    const { account, payment, reference } = await pendingTopUp();
    const declined = await deliverCallback(
      t,
      callbackFor(payment, reference, { status: 'declined' }),
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ data: { state: 'declined', replayed: false } });
    const late = await deliverCallback(t, callbackFor(payment, reference));
    expect(late.json()).toEqual({ data: { state: 'declined', replayed: true } });
    expect(await ledgerTotals(t.db, account.id)).toEqual({ balance: 0, ledgerSum: 0, entries: 0 });
  });

  it('the settled payment reads back through GET /api/account/payments/:id', async () => {
    const { auth, payment, reference } = await pendingTopUp();
    await deliverCallback(t, callbackFor(payment, reference));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/payments/${payment.id}`,
      headers: auth,
    });
    const data = paymentSchema.parse(res.json().data);
    expect(data).toMatchObject({ id: payment.id, state: 'succeeded', provider: 'sandbox' });
    expect(data.completed_at).not.toBeNull();
  });
});

describe("the sandbox's secret", () => {
  it('is generated once, kept in the database for every process, and never listed in settings', async () => {
    // Another process on the same database checks this one's signatures.
    const { payment, reference } = await pendingTopUp();
    const callback = callbackFor(payment, reference);
    const signature = await sandboxOf(t).sign(callback);
    const other = new SandboxProvider(t.db, undefined);
    const verified = await other.verifyCallback({
      headers: { 'x-sandbox-signature': signature },
      body: callback,
    });
    expect(verified).toEqual({
      reference,
      amount: payment.amount,
      currency: 'KZT',
      status: 'succeeded',
    });
    const [stored] = await t.db
      .select()
      .from(settings)
      .where(eq(settings.key, SANDBOX_SECRET_SETTING));
    expect(stored?.value).toMatch(/^[0-9a-f]{64}$/);

    const { auth } = await buildSignedInUser(t.db, { roles: ['admin'] });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(String(stored?.value));
    expect(Object.keys(res.json().data)).not.toContain(SANDBOX_SECRET_SETTING);
  });

  it('is PAYMENT_SANDBOX_SECRET when set: HMAC-SHA256 of the fields, one per line', async () => {
    const secret = 'an-operator-chosen-secret-of-40-chars!!!';
    const provider = new SandboxProvider(t.db, secret);
    const callback = {
      reference: 'ref-1',
      amount: 500_000,
      currency: 'KZT',
      status: 'succeeded' as const,
      sent_at: '2026-05-01T10:00:00.000Z',
    };
    const expected = createHmac('sha256', secret)
      .update('ref-1\n500000\nKZT\nsucceeded\n2026-05-01T10:00:00.000Z')
      .digest('hex');
    expect(await provider.sign(callback)).toBe(`sha256=${expected}`);
    await expect(
      sandboxOf(t).verifyCallback({
        headers: { 'x-sandbox-signature': `sha256=${expected}` },
        body: callback,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
