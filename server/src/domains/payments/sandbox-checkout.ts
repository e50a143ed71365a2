import { LANGUAGE_TAGS, languageFromTag, type Language } from '@bilim/contract/constants';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { requestLanguage } from '../../mail/language';
import { accounts } from '../accounts/accounts.schema';
import { escapeHtml } from '../seo/seo.pages';
import { returnPathOf } from './payments.commands';
import { payments, type PaymentRow } from './payments.schema';
import {
  SANDBOX,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallback,
  type SandboxProvider,
} from './sandbox-provider';
import { formatMoney } from '@bilim/contract/format';

/** The sandbox's callback address (the generic provider callback route, for `sandbox`). */
export const SANDBOX_CALLBACK_PATH = `/api/payments/${SANDBOX}/callback`;

const TEXTS = {
  en: {
    title: 'Sandbox payment',
    note: 'This is the sandbox payment provider: no real money moves.',
    merchant: 'Merchant',
    purpose: 'Purpose',
    topUp: (account: string) => `Balance top-up: ${account}`,
    amount: 'Amount',
    confirm: 'Confirm payment',
    decline: 'Decline',
    succeeded: 'This payment has been completed.',
    declined: 'This payment was declined.',
    pending: 'This payment is waiting for confirmation.',
    back: 'Back to Bilim',
    notFound: 'Payment not found',
    notFoundText: 'The link is wrong or the payment does not exist.',
  },
  ru: {
    title: 'Тестовая оплата',
    note: 'Это тестовый платёжный провайдер: настоящие деньги не списываются.',
    merchant: 'Получатель',
    purpose: 'Назначение',
    topUp: (account: string) => `Пополнение баланса: ${account}`,
    amount: 'Сумма',
    confirm: 'Подтвердить оплату',
    decline: 'Отклонить',
    succeeded: 'Этот платёж уже проведён.',
    declined: 'Этот платёж отклонён.',
    pending: 'Этот платёж ждёт подтверждения.',
    back: 'Вернуться в Bilim',
    notFound: 'Платёж не найден',
    notFoundText: 'Ссылка неверна или такого платежа нет.',
  },
  kz: {
    title: 'Сынақ төлемі',
    note: 'Бұл сынақ төлем провайдері: нақты ақша есептен шығарылмайды.',
    merchant: 'Алушы',
    purpose: 'Мақсаты',
    topUp: (account: string) => `Балансты толтыру: ${account}`,
    amount: 'Сомасы',
    confirm: 'Төлемді растау',
    decline: 'Бас тарту',
    succeeded: 'Бұл төлем өткізілді.',
    declined: 'Бұл төлем қабылданбады.',
    pending: 'Бұл төлем растауды күтуде.',
    back: 'Bilim-ге оралу',
    notFound: 'Төлем табылмады',
    notFoundText: 'Сілтеме қате немесе мұндай төлем жоқ.',
  },
} satisfies Record<Language, Record<string, string | ((value: string) => string)>>;

type Texts = (typeof TEXTS)[Language];

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: #f1f3f5; color: #212529; }
  main { max-width: 420px; margin: 32px auto; padding: 24px; background: #fff;
    border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  @media (max-width: 480px) { main { margin: 0; min-height: 100vh; border-radius: 0; box-shadow: none; } }
  h1 { font-size: 22px; margin: 0 0 8px; }
  .note { color: #868e96; font-size: 14px; margin: 0 0 20px; }
  dl { margin: 0 0 24px; } dt { color: #868e96; font-size: 13px; } dd { margin: 2px 0 12px; }
  .amount { font-size: 28px; font-weight: 700; color: #0b7285; }
  form { margin: 0 0 12px; }
  button { width: 100%; padding: 12px; font-size: 16px; border-radius: 8px; border: 1px solid #0b7285;
    cursor: pointer; background: #fff; color: #0b7285; }
  button.primary { background: #0b7285; color: #fff; }
  a { color: #0b7285; }
`;

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<!-- The app's icon (the CSP's img-src 'self' allows it); without one the browser asks for
     /favicon.ico, which the app does not have. -->
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function checkoutPage(language: Language, payment: PaymentRow, accountTitle: string): string {
  const t: Texts = TEXTS[language];
  const action = (outcome: 'confirm' | 'decline') =>
    escapeHtml(
      `/pay/sandbox/${encodeURIComponent(payment.providerRef)}/${outcome}?lng=${language}`,
    );
  const details = `
<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.note)}</p>
<dl>
  <dt>${escapeHtml(t.merchant)}</dt><dd>Bilim</dd>
  <dt>${escapeHtml(t.purpose)}</dt><dd>${escapeHtml(t.topUp(accountTitle))}</dd>
  <dt>${escapeHtml(t.amount)}</dt>
  <dd class="amount" data-amount="${payment.amount}">${escapeHtml(formatMoney(payment.amount, payment.currency, language))}</dd>
</dl>`;
  if (payment.state !== 'pending') {
    return page(
      language,
      t.title,
      `${details}<p>${escapeHtml(t[payment.state])}</p>
<p><a href="${escapeHtml(returnPathOf(payment.id))}">${escapeHtml(t.back)}</a></p>`,
    );
  }
  return page(
    language,
    t.title,
    `${details}
<form method="post" action="${action('confirm')}"><button class="primary" type="submit">${escapeHtml(t.confirm)}</button></form>
<form method="post" action="${action('decline')}"><button type="submit">${escapeHtml(t.decline)}</button></form>`,
  );
}

function notFoundPage(language: Language): string {
  const t: Texts = TEXTS[language];
  return page(
    language,
    t.notFound,
    `<h1>${escapeHtml(t.notFound)}</h1><p>${escapeHtml(t.notFoundText)}</p><p><a href="/">${escapeHtml(t.back)}</a></p>`,
  );
}

/** The payer's language: `?lng=`, else Accept-Language. */
function payerLanguage(request: {
  query: { lng?: string | undefined };
  headers: FastifyRequest['headers'];
}): Language {
  return languageFromTag(request.query.lng) ?? requestLanguage(request.headers['accept-language']);
}

const params = z.object({ reference: z.string().min(1).max(100) });
// A wrong ?lng= falls back to Accept-Language rather than failing the page with JSON.
const querystring = z.object({ lng: z.string().max(10).optional().catch(undefined) });
const outcomes = { confirm: 'succeeded', decline: 'declined' } as const;

/**
 * The sandbox's hosted checkout, served by this app: a server-rendered page (no script: the CSP
 * forbids inline code, and plain forms need none) where the payer confirms or declines. Either
 * button makes the "provider" sign a callback and deliver it, then sends the payer back to the
 * top-up screen, which shows the outcome.
 */
export function sandboxCheckoutRoutes(app: ZodApp, ctx: AppContext, provider: SandboxProvider) {
  async function findSandboxPayment(reference: string) {
    const [row] = await ctx.db
      .select({ payment: payments, accountTitle: accounts.title })
      .from(payments)
      .innerJoin(accounts, eq(accounts.id, payments.accountId))
      .where(and(eq(payments.provider, SANDBOX), eq(payments.providerRef, reference)));
    return row;
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  app.get('/pay/sandbox/:reference', {
    config: { access: 'public' },
    schema: { hide: true, params, querystring },
    handler: async (request, reply) => {
      const language = payerLanguage(request);
      const found = await findSandboxPayment(request.params.reference);
      if (!found) return html(reply, 404, notFoundPage(language));
      return html(reply, 200, checkoutPage(language, found.payment, found.accountTitle));
    },
  });

  app.post('/pay/sandbox/:reference/:outcome', {
    config: { access: 'public' },
    schema: {
      hide: true,
      params: params.extend({ outcome: z.enum(['confirm', 'decline']) }),
      querystring,
    },
    handler: async (request, reply) => {
      const found = await findSandboxPayment(request.params.reference);
      if (!found) return html(reply, 404, notFoundPage(payerLanguage(request)));
      const { payment } = found;
      if (payment.state === 'pending') {
        const callback: SandboxCallback = {
          reference: payment.providerRef,
          amount: payment.amount,
          currency: payment.currency,
          status: outcomes[request.params.outcome],
          sent_at: new Date().toISOString(),
        };
        // The sandbox "provider" lives in this app, so it hands its signed callback to the callback
        // route in-process (Fastify's inject: the same hooks, validation and checks a real
        // provider's request meets) rather than over HTTP: the server need not reach its own
        // PUBLIC_URL, which behind a load balancer, a container or the e2e run it often cannot.
        const delivered = await request.server.inject({
          method: 'POST',
          url: SANDBOX_CALLBACK_PATH,
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: await provider.sign(callback),
          },
          payload: callback,
        });
        if (delivered.statusCode !== 200) {
          request.log.error(
            { paymentId: payment.id, status: delivered.statusCode, answer: delivered.body },
            'sandbox callback was not accepted',
          );
        }
      }
      return reply.redirect(returnPathOf(payment.id), 303);
    },
  });
}
