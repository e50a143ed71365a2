import { payAnswer, type Payment } from '@bilim/contract/money';
import type { TestApp } from '../../test/app';
import { SANDBOX_CALLBACK_PATH } from './sandbox-checkout';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxProvider,
  type SandboxCallback,
} from './sandbox-provider';

/** Helpers for tests of top-ups through the sandbox provider. */

export function sandboxOf(t: TestApp): SandboxProvider {
  const provider = t.app.ctx.payments.current;
  if (!(provider instanceof SandboxProvider)) throw new Error('the test app runs the sandbox');
  return provider;
}

/** POST /api/account/pay as the user; answers the pending payment and its checkout's reference. */
export async function startTopUp(
  t: TestApp,
  auth: { authorization: string },
  amount: number,
  accountId?: number,
): Promise<{ payment: Payment; checkoutUrl: string; reference: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/pay',
    headers: auth,
    payload: { payment: amount, ...(accountId !== undefined && { account_id: accountId }) },
  });
  if (res.statusCode !== 201) throw new Error(`pay answered ${res.statusCode}: ${res.body}`);
  const { data } = payAnswer.parse(res.json());
  const reference = /\/pay\/sandbox\/([^/?]+)/.exec(data.checkout_url)?.[1];
  if (!reference) throw new Error(`not a sandbox checkout: ${data.checkout_url}`);
  return { payment: data.payment, checkoutUrl: data.checkout_url, reference };
}

/** The callback the sandbox would send for this payment (override fields to tamper with it). */
export function callbackFor(
  payment: Payment,
  reference: string,
  overrides: Partial<SandboxCallback> = {},
): SandboxCallback {
  return {
    reference,
    amount: payment.amount,
    currency: payment.currency,
    status: 'succeeded',
    sent_at: new Date().toISOString(),
    ...overrides,
  };
}

/** Delivers a callback as the provider would: signed with the sandbox's secret unless told. */
export async function deliverCallback(
  t: TestApp,
  body: unknown,
  signature?: string,
): Promise<{ statusCode: number; json: () => unknown; body: string }> {
  const signed = signature ?? (await sandboxOf(t).sign(body as SandboxCallback));
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signed },
    payload: JSON.stringify(body),
  });
}
