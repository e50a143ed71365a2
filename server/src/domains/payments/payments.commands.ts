import { randomUUID } from 'node:crypto';
import type { Language } from '@bilim/contract/constants';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { emit } from '../../events/emit';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { accounts, type AccountRow } from '../accounts/accounts.schema';
import { postEntry } from '../ledger/ledger.service';
import { assertEmailConfirmed } from '../users/email-confirmed';
import type { CallbackOutcome, Checkout, PaymentProvider } from './payment-provider';
import { paymentPolicy } from './payments.policy';
import { payments, type PaymentRow } from './payments.schema';

/** Where the payer lands after the checkout: the top-up screen shows the payment's outcome. */
export const returnPathOf = (paymentId: number) => `/replenish?payment=${paymentId}`;

/**
 * Starts a top-up: checks that the owner's e-mail is confirmed (403 EMAIL_NOT_CONFIRMED) and the
 * amount against the admin's bounds, stores a pending payment and asks the current provider for
 * its checkout. Nothing is credited here; only the provider's verified callback does that.
 */
export async function startPayment(
  ctx: AppContext,
  input: { actor: Actor; account: AccountRow; amount: number; language: Language },
): Promise<{ payment: PaymentRow; checkout: Checkout }> {
  await assertEmailConfirmed(ctx.db, input.account.userId);
  const { top_up_min: min, top_up_max: max } = await ctx.settings.get();
  if (input.amount < min || input.amount > max) {
    throw validationFailed({ payment: FIELD_MESSAGES.OUT_OF_RANGE });
  }
  const provider = ctx.payments.current;
  const [created] = await ctx.db
    .insert(payments)
    .values({
      accountId: input.account.id,
      userId: input.actor.id,
      provider: provider.name,
      // Unique until the provider answers its own reference (it may want the payment's id first).
      providerRef: `unassigned:${randomUUID()}`,
      amount: input.amount,
      currency: input.account.currency,
    })
    .returning();
  if (!created) throw new Error('payment insert returned nothing');

  let checkout: Checkout;
  try {
    checkout = await provider.createCheckout({
      paymentId: created.id,
      amount: created.amount,
      currency: created.currency,
      description: `Balance top-up of "${input.account.title}" (payment ${created.id})`,
      language: input.language,
      returnPath: returnPathOf(created.id),
    });
  } catch (error) {
    // No checkout, so no callback will ever come: close the payment instead of leaving it pending.
    await ctx.db
      .update(payments)
      .set({ state: 'declined', completedAt: new Date() })
      .where(eq(payments.id, created.id));
    throw Object.assign(new AppError('SERVER_ERROR_TRY_LATER'), { cause: error });
  }
  const [payment] = await ctx.db
    .update(payments)
    .set({ providerRef: checkout.reference })
    .where(eq(payments.id, created.id))
    .returning();
  if (!payment) throw new Error('payment update returned nothing');
  return { payment, checkout };
}

/** A payment the actor may see (the owner of its account, or an admin); anyone else gets 404. */
export async function findVisiblePayment(
  ctx: AppContext,
  actor: Actor,
  paymentId: number,
): Promise<PaymentRow> {
  const [row] = await ctx.db
    .select({ payment: payments, accountUserId: accounts.userId })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .where(eq(payments.id, paymentId));
  if (!row || !paymentPolicy.can(actor, 'read', row)) throw notFound();
  return row.payment;
}

export interface Settlement {
  payment: PaymentRow;
  /** False for a replay: the payment had been settled before and nothing changed. */
  changed: boolean;
}

/**
 * Settles a payment from its provider's verified callback, in one transaction with the payment's
 * row locked, so replays and concurrent deliveries take turns: the first moves a pending payment
 * to its outcome (a success credits the balance through the ledger under `payment:<id>` and
 * emits `payment.succeeded`), every later one finds it settled and changes nothing.
 * Refuses (and changes nothing) an unknown reference (404 NOT_FOUND) and an amount or currency
 * that are not the payment's (422 VALIDATION_FAILED naming the field).
 */
export async function settlePayment(
  ctx: AppContext,
  provider: PaymentProvider,
  outcome: CallbackOutcome,
): Promise<Settlement> {
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, outcome.reference)))
      .for('update');
    if (!payment) throw notFound();
    if (payment.amount !== outcome.amount) {
      throw validationFailed({ amount: FIELD_MESSAGES.INVALID_VALUE });
    }
    if (payment.currency !== outcome.currency) {
      throw validationFailed({ currency: FIELD_MESSAGES.INVALID_VALUE });
    }
    if (payment.state !== 'pending') return { payment, changed: false };

    if (outcome.status === 'succeeded') {
      const { entry } = await postEntry(tx, {
        accountId: payment.accountId,
        kind: 'top_up',
        amount: payment.amount,
        idempotencyKey: `payment:${payment.id}`,
        paymentId: payment.id,
        description: `Top-up through ${provider.name}`,
        actorUserId: payment.userId,
      });
      const [account] = await tx
        .select({ userId: accounts.userId, title: accounts.title })
        .from(accounts)
        .where(eq(accounts.id, payment.accountId));
      if (account) {
        await emit(tx, {
          type: 'payment.succeeded',
          payload: {
            user_id: account.userId,
            account_id: payment.accountId,
            account_title: account.title,
            payment_id: payment.id,
            amount: payment.amount,
            currency: payment.currency,
            balance: entry.balanceAfter,
          },
        });
      }
    }
    const [settled] = await tx
      .update(payments)
      .set({ state: outcome.status, completedAt: sql`now()` })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!settled) throw new Error('payment update returned nothing');
    return { payment: settled, changed: true };
  });
}
