import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { forbidden, validationFailed } from '../../lib/errors';
import { isHexSecret, keptSecret, randomHex } from '../settings/kept-secret';
import type {
  CallbackOutcome,
  CallbackRequest,
  Checkout,
  CheckoutRequest,
  PaymentProvider,
} from './payment-provider';

export const SANDBOX = 'sandbox';
/** The header carrying the callback's signature: `sha256=<hex HMAC of the signed text>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** The `settings` row keeping a generated secret; server-only (the admin settings never list it). */
export const SANDBOX_SECRET_SETTING = 'payment_sandbox_secret';

/** What the sandbox's callback carries (POST /api/payments/sandbox/callback, JSON). */
export const sandboxCallbackSchema = z.object({
  reference: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['succeeded', 'declined']),
  /**
   * When the provider sent it (ISO 8601), signed with the rest and logged for reconciliation.
   * Replays are stopped by the payment's state, not by this time.
   */
  sent_at: z.iso.datetime(),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

/** The text the signature covers: every field, in a fixed order, one per line. */
function signedText(callback: SandboxCallback): string {
  return [
    callback.reference,
    callback.amount,
    callback.currency,
    callback.status,
    callback.sent_at,
  ].join('\n');
}

/**
 * The built-in provider: a checkout page served by this app (sandbox-checkout.ts) where the payer
 * confirms or declines, and a callback signed with HMAC-SHA256, checked like a real acquirer's.
 * The secret is PAYMENT_SANDBOX_SECRET, or one generated on first use and kept in the database,
 * so every process on that database signs and checks with the same one.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX;
  constructor(
    private readonly db: Db,
    private readonly configuredSecret: string | undefined,
  ) {}

  async createCheckout(payment: CheckoutRequest): Promise<Checkout> {
    const reference = randomUUID();
    // A path, not PUBLIC_URL: the page is this app's own, whatever address the payer reached it by.
    return { reference, url: `/pay/sandbox/${reference}?lng=${payment.language}` };
  }

  /** Signs a callback as the sandbox "provider" does before delivering it. */
  async sign(callback: SandboxCallback): Promise<string> {
    const mac = createHmac('sha256', await this.secret()).update(signedText(callback));
    return `sha256=${mac.digest('hex')}`;
  }

  async verifyCallback(callback: CallbackRequest): Promise<CallbackOutcome> {
    const parsed = sandboxCallbackSchema.safeParse(callback.body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || '_';
      throw validationFailed({ [field]: FIELD_MESSAGES.INVALID_VALUE });
    }
    const header = callback.headers[SANDBOX_SIGNATURE_HEADER];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    const expected = Buffer.from(await this.sign(parsed.data));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
    const { reference, amount, currency, status } = parsed.data;
    return { reference, amount, currency, status };
  }

  private secret(): Promise<Buffer> {
    if (this.configuredSecret) return Promise.resolve(Buffer.from(this.configuredSecret));
    return keptSecret(this.db, SANDBOX_SECRET_SETTING, randomHex, isHexSecret).then((secret) =>
      Buffer.from(secret),
    );
  }
}
