import { randomUUID } from 'node:crypto';
import { dataOf } from '@bilim/contract/api';
import { cabinetAccountSchema } from '@bilim/contract/cabinet';
import {
  accountCreateBody,
  accountQuery,
  accountSchema,
  tariffChangeAnswer,
  tariffChangeBody,
  tariffChangePlanSchema,
  tariffPreviewQuery,
} from '@bilim/contract/money';
import { tariffsAnswer } from '@bilim/contract/tariffs';
import type { AppContext } from '../../context';
import { idempotencyKeyHeaders, logIdempotencyConflict } from '../../http/idempotency';
import type { ZodApp } from '../../http/types';
import { presentCabinetAccount } from '../accounts/accounts.presenter';
import { findManagedAccount, type AccountWithUsage } from '../accounts/accounts.queries';
import { authenticate, currentUser } from '../auth/authenticate';
import { presentTariff } from '../tariffs/tariffs.presenter';
import { listActiveTariffs } from '../tariffs/tariffs.queries';
import { presentAccount, presentTariffChangePlan } from './account.presenter';
import { loadAccountAnswerParts, resolveAccount } from './account.queries';
import { createAccount } from './account.commands';
import { changeTariff, previewTariffChange } from './tariff-change.commands';

/**
 * Tariffs, the account's money screen, new accounts and tariff changes (docs/api-money.md).
 * Account calls work on `account_id` (the user's own; an admin's: any) or the user's first
 * account; anyone else's answers 404 ACCOUNT_NOT_FOUND (accounts.policy).
 */
export function billingRoutes(app: ZodApp, ctx: AppContext): void {
  const tags = ['billing'];
  const security = [{ bearer: [] }];
  const onRequest = authenticate(ctx.db);

  app.get('/api/tariffs', {
    schema: { tags, response: { 200: tariffsAnswer } },
    handler: async () => ({ data: (await listActiveTariffs(ctx.db)).map(presentTariff) }),
  });

  /** The account as GET /api/account answers it. */
  const present = async (row: AccountWithUsage) =>
    presentAccount(row, await loadAccountAnswerParts(ctx, row, new Date()));

  app.get('/api/account', {
    onRequest,
    schema: { tags, security, querystring: accountQuery, response: { 200: dataOf(accountSchema) } },
    handler: async (request) => {
      const actor = currentUser(request);
      const { account } = await resolveAccount(ctx.db, actor, request.query.account_id);
      return { data: await present(await findManagedAccount(ctx.db, actor, account.id)) };
    },
  });

  app.post('/api/accounts', {
    onRequest,
    schema: {
      tags,
      security,
      body: accountCreateBody,
      response: { 201: dataOf(cabinetAccountSchema) },
    },
    handler: async (request, reply) => {
      const actor = currentUser(request);
      const id = await createAccount(ctx.db, actor.id, request.body.title);
      const row = await findManagedAccount(ctx.db, actor, id);
      return reply.code(201).send({ data: presentCabinetAccount(row) });
    },
  });

  app.get('/api/account/tariff/preview', {
    onRequest,
    schema: {
      tags,
      security,
      querystring: tariffPreviewQuery,
      response: { 200: dataOf(tariffChangePlanSchema) },
    },
    handler: async (request) => {
      const { account_id, score_sign, ...selection } = request.query;
      const { account } = await resolveAccount(ctx.db, currentUser(request), account_id);
      const plan = await previewTariffChange(ctx, account.id, {
        ...selection,
        score_sign: score_sign === undefined ? undefined : score_sign === '1',
      });
      return { data: presentTariffChangePlan(plan) };
    },
  });

  app.post('/api/account/tariff', {
    onRequest,
    onError: logIdempotencyConflict,
    schema: {
      tags,
      security,
      headers: idempotencyKeyHeaders,
      body: tariffChangeBody,
      response: { 200: tariffChangeAnswer },
    },
    handler: async (request) => {
      const actor = currentUser(request);
      const { account_id, ...selection } = request.body;
      const { account } = await resolveAccount(ctx.db, actor, account_id);
      const result = await changeTariff(ctx, actor, {
        accountId: account.id,
        selection,
        requestKey: request.headers['idempotency-key'] ?? randomUUID(),
      });
      return {
        data: {
          // Read after the change commits: the new tariff, balance and notifications.
          account: await present(await findManagedAccount(ctx.db, actor, account.id)),
          charged: result.charged,
          unpublished: result.unpublished,
        },
      };
    },
  });
}
