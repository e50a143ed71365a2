import type { Language } from '@bilim/contract/constants';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * A payment provider (an acquirer's hosted checkout): the app asks it for a checkout of a
 * pending payment and sends the payer there; the provider later tells the app the outcome in a
 * signed server-to-server callback, which alone settles the payment. docs/payments.md says how a
 * real provider plugs in.
 */
export interface PaymentProvider {
  /** Stored with each payment (`payments.provider`) and named in its callback's path. */
  readonly name: string;
  /** Opens a checkout for a pending payment. */
  createCheckout(payment: CheckoutRequest): Promise<Checkout>;
  /**
   * Reads a callback the provider sent to POST /api/payments/<name>/callback: checks its
   * signature and fields and answers what it says. Throws `AppError` FORBIDDEN when the
   * signature is wrong and VALIDATION_FAILED when the body is not the provider's shape; the
   * caller checks the rest (that the payment exists and the amount and currency are its own).
   */
  verifyCallback(callback: CallbackRequest): Promise<CallbackOutcome>;
}

export interface CheckoutRequest {
  paymentId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  /** What the payer pays for, in English (acquirers show it on their page). */
  description: string;
  /** The payer's interface language, for the provider's page. */
  language: Language;
  /** Where the provider sends the payer afterwards (a path of this site). */
  returnPath: string;
}

export interface Checkout {
  /** The provider's reference of the payment: its callback names the payment by it. */
  reference: string;
  /** Where to send the payer (absolute for an outside provider; a path for the sandbox). */
  url: string;
}

export interface CallbackRequest {
  headers: IncomingHttpHeaders;
  /** The parsed body (JSON or form). */
  body: unknown;
}

export type CallbackStatus = 'succeeded' | 'declined';

export interface CallbackOutcome {
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  status: CallbackStatus;
}
