import { randomUUID } from 'node:crypto';
import { dataOf, idParams } from '@bilim/contract/api';
import { cabinetAccountSchema } from '@bilim/contract/cabinet';
import {
  accountCreateBody,
  accountQuery,
  accountSchema,
  tariffChangeAnswer,
  tariffChangeBody,
  tariffGrantBody,
  tariffChangePlanSchema,
  tariffPreviewQuery,
} from '@bilim/contract/money';
import { tariffsAnswer } from '@bilim/contract/tariffs';
import type { AppContext } from '../../context';
import { idempotencyKeyHeaders, logIdempotencyConflict } from '../../http/idempotency';
import type { ZodApp } from '../../http/types';
import { presentCabinetAccount } from '../accounts/accounts.presenter';
import { findManagedAccount, type AccountWithUsage } from '../accounts/accounts.queries';
import { currentActor } from '../auth/authenticate';
import { presentTariff } from '../tariffs/tariffs.presenter';
import { listActiveTariffs } from '../tariffs/tariffs.queries';
import { presentAccount, presentTariffChangePlan } from './account.presenter';
import { accountPolicy } from '../accounts/accounts.policy';
import { loadAccountAnswerParts, resolveAccount } from './account.queries';
import { openAccount } from './account.commands';
import { changeTariff, previewTariffChange } from './tariff-change.commands';

/**
 * Tariffs, the account's money screen, new accounts and tariff changes (docs/api-money.md).
 * Account calls work on `account_id` (the user's own; an admin's: any) or the user's first
 * account; anyone else's answers 404 ACCOUNT_NOT_FOUND (accounts.policy).
 */
export function billingRoutes(app: ZodApp, ctx: AppContext): void {
  const tags = ['billing'];

  app.get('/api/tariffs', {
    config: { access: 'public' },
    schema: { tags, response: { 200: tariffsAnswer } },
    handler: async () => ({ data: (await listActiveTariffs(ctx.db)).map(presentTariff) }),
  });

  /** The account as GET /api/account answers it. */
  const present = async (row: AccountWithUsage) =>
    presentAccount(row, await loadAccountAnswerParts(ctx, row, new Date()));

  app.get('/api/account', {
    config: { access: 'signed-in' },
    schema: { tags, querystring: accountQuery, response: { 200: dataOf(accountSchema) } },
    handler: async (request) => {
      const actor = currentActor(request);
      const { account } = await resolveAccount(ctx.db, actor, request.query.account_id);
      return { data: await present(await findManagedAccount(ctx.db, actor, account.id)) };
    },
  });

  app.post('/api/accounts', {
    config: { access: 'signed-in' },
    onError: logIdempotencyConflict,
    schema: {
      tags,
      headers: idempotencyKeyHeaders,
      body: accountCreateBody,
      response: { 200: dataOf(cabinetAccountSchema), 201: dataOf(cabinetAccountSchema) },
    },
    handler: async (request, reply) => {
      const actor = currentActor(request);
      const { id, replayed } = await openAccount(ctx.db, actor, actor.id, {
        title: request.body.title,
        requestKey: request.headers['idempotency-key'],
      });
      const row = await findManagedAccount(ctx.db, actor, id);
      // 201 for a new account, 200 for a retry answering the first.
      return reply.code(replayed ? 200 : 201).send({ data: presentCabinetAccount(row) });
    },
  });

  app.post('/api/admin/users/:id/accounts', {
    config: { access: 'manage:account:any' },
    onError: logIdempotencyConflict,
    schema: {
      tags: ['admin'],
      params: idParams,
      headers: idempotencyKeyHeaders,
      body: accountCreateBody,
      response: { 200: dataOf(cabinetAccountSchema), 201: dataOf(cabinetAccountSchema) },
    },
    handler: async (request, reply) => {
      const actor = currentActor(request);
      const { id, replayed } = await openAccount(ctx.db, actor, request.params.id, {
        title: request.body.title,
        requestKey: request.headers['idempotency-key'],
      });
      const row = await findManagedAccount(ctx.db, actor, id);
      return reply.code(replayed ? 200 : 201).send({ data: presentCabinetAccount(row) });
    },
  });

  app.get('/api/account/tariff/preview', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      querystring: tariffPreviewQuery,
      response: { 200: dataOf(tariffChangePlanSchema) },
    },
    handler: async (request) => {
      const { account_id, score_sign, ...selection } = request.query;
      const { account } = await resolveAccount(ctx.db, currentActor(request), account_id);
      const plan = await previewTariffChange(ctx, account.id, {
        ...selection,
        score_sign: score_sign === undefined ? undefined : score_sign === '1',
      });
      return { data: presentTariffChangePlan(plan) };
    },
  });

  app.post('/api/account/tariff', {
    config: { access: 'signed-in' },
    onError: logIdempotencyConflict,
    schema: {
      tags,
      headers: idempotencyKeyHeaders,
      body: tariffChangeBody,
      response: { 200: tariffChangeAnswer },
    },
    handler: async (request) => {
      const actor = currentActor(request);
      const { account_id, ...selection } = request.body;
      const { account } = await resolveAccount(ctx.db, actor, account_id);
      accountPolicy.authorize(actor, 'spend', account);
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

  app.post('/api/admin/accounts/:id/tariff', {
    config: { access: 'grant:tariff' },
    onError: logIdempotencyConflict,
    schema: {
      tags: ['admin'],
      params: idParams,
      headers: idempotencyKeyHeaders,
      body: tariffGrantBody,
      response: { 200: tariffChangeAnswer },
    },
    handler: async (request) => {
      const actor = currentActor(request);
      const { reason, ...selection } = request.body;
      const { account } = await resolveAccount(ctx.db, actor, request.params.id);
      const result = await changeTariff(ctx, actor, {
        accountId: account.id,
        selection,
        requestKey: request.headers['idempotency-key'] ?? randomUUID(),
        waiver: { reason },
      });
      return {
        data: {
          account: await present(await findManagedAccount(ctx.db, actor, account.id)),
          charged: result.charged,
          unpublished: result.unpublished,
        },
      };
    },
  });
}
