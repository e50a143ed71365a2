import { dataOf, idParams } from '@bilim/contract/api';
import { payAnswer, payBody, paymentSchema, PAYMENT_STATES } from '@bilim/contract/money';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { isAppError, notFound } from '../../lib/errors';
import { requestLanguage } from '../../mail/language';
import { currentActor } from '../auth/authenticate';
import { accountPolicy } from '../accounts/accounts.policy';
import { resolveAccount } from '../billing/account.queries';
import { findVisiblePayment, settlePayment, startPayment } from './payments.commands';
import { presentPayment } from './payments.presenter';

const callbackAnswer = dataOf(z.object({ state: z.enum(PAYMENT_STATES), replayed: z.boolean() }));

/**
 * Top-ups: a signed-in user starts a payment and is sent to the provider's checkout; the
 * provider's signed callback settles it; the web app follows the payment on the way back.
 */
export function paymentsRoutes(app: ZodApp, ctx: AppContext): void {
  const tags = ['payments'];

  app.post('/api/account/pay', {
    config: { access: 'signed-in' },
    schema: { tags, body: payBody, response: { 201: payAnswer } },
    handler: async (request, reply) => {
      const actor = currentActor(request);
      const { account } = await resolveAccount(ctx.db, actor, request.body.account_id);
      accountPolicy.authorize(actor, 'spend', account);
      try {
        const { payment, checkout } = await startPayment(ctx, {
          actor,
          account,
          amount: request.body.payment,
          language: requestLanguage(request.headers['accept-language']),
        });
        request.log.info(
          { paymentId: payment.id, accountId: account.id, amount: payment.amount },
          'payment started',
        );
        return reply
          .code(201)
          .send({ data: { payment: presentPayment(payment), checkout_url: checkout.url } });
      } catch (error) {
        if (isAppError(error) && error.cause) {
          request.log.error({ err: error.cause }, 'payment provider refused the checkout');
        }
        throw error;
      }
    },
  });

  app.get('/api/account/payments/:id', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      params: idParams,
      response: { 200: dataOf(paymentSchema) },
    },
    handler: async (request) => {
      const payment = await findVisiblePayment(ctx, currentActor(request), request.params.id);
      return { data: presentPayment(payment) };
    },
  });

  // A provider's server-to-server callback. Anything that does not check out is refused with a
  // catalogue code, logged as a warning and changes nothing: a bad signature 403 FORBIDDEN, a
  // malformed body or an amount or currency that are not the payment's 422 VALIDATION_FAILED, an
  // unknown provider or payment 404 NOT_FOUND. A replay of a settled payment answers 200.
  app.post('/api/payments/:provider/callback', {
    config: { access: 'public' },
    schema: {
      tags,
      params: z.object({ provider: z.string().max(50) }),
      response: { 200: callbackAnswer },
    },
    handler: async (request) => {
      const provider = ctx.payments.find(request.params.provider);
      const log = request.log.child({ provider: request.params.provider });
      try {
        if (!provider) throw notFound();
        const outcome = await provider.verifyCallback({
          headers: request.headers,
          body: request.body,
        });
        const { payment, changed } = await settlePayment(ctx, provider, outcome);
        if (changed) {
          log.info({ paymentId: payment.id, state: payment.state }, 'payment settled');
        } else if (payment.state !== outcome.status) {
          // The provider now says otherwise (e.g. paid after a decline): nothing is credited
          // automatically; the books need a person to reconcile them.
          log.error(
            { paymentId: payment.id, state: payment.state, status: outcome.status },
            'payment callback conflicts with the settled state: reconcile by hand',
          );
        } else {
          log.info(
            { paymentId: payment.id, state: payment.state, status: outcome.status },
            'payment callback replayed: nothing changed',
          );
        }
        return { data: { state: payment.state, replayed: !changed } };
      } catch (error) {
        if (isAppError(error)) {
          log.warn(
            { code: error.code, errors: error.errors, body: request.body },
            'payment callback refused',
          );
        }
        throw error;
      }
    },
  });
}
