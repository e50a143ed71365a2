import { dataOf, idParams } from '@bilim/contract/api';
import { calendarDay } from '@bilim/contract/calendar';
import {
  adjustmentBody,
  historyPage,
  historyQuery,
  ledgerEntrySchema,
  refundBody,
} from '@bilim/contract/money';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { idempotencyKeyHeaders, logIdempotencyConflict } from '../../http/idempotency';
import type { ZodApp } from '../../http/types';
import { checkDayRange } from '../../lib/kazakhstan-days';
import type { Actor } from '../../lib/policy';
import { presentList } from '../../lib/presenter';
import { requestLanguage } from '../../mail/language';
import { currentActor } from '../auth/authenticate';
import { adjustBalance, refundCharge } from './ledger-adjustments.commands';
import { HISTORY_CSV_MAX_ROWS, historyCsv } from './ledger-history.csv';
import {
  countHistory,
  findHistoryRow,
  listHistory,
  presentLedgerEntry,
  type HistoryFilter,
} from './ledger-history.queries';
import type { Posted } from './ledger.service';
import { resolveAccount } from '../billing/account.queries';

type HistoryQuery = z.infer<typeof historyQuery>;

/** The history's filter for the actor's account; impossible or reversed days are 422. */
async function historyFilter(
  ctx: AppContext,
  actor: Actor,
  query: HistoryQuery,
): Promise<HistoryFilter> {
  checkDayRange(query);
  const { account } = await resolveAccount(ctx.db, actor, query.account_id);
  return { accountId: account.id, kinds: query.kind, from: query.from, to: query.to };
}

const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/**
 * The books as people see them: an account's history (a page, or CSV), and an admin's
 * adjustments and refunds.
 */
export function ledgerRoutes(app: ZodApp, ctx: AppContext): void {
  app.get('/api/account/history', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['payments'],
      querystring: historyQuery,
      response: { 200: historyPage },
    },
    handler: async (request) => {
      const { page, per_page: perPage } = request.query;
      const filter = await historyFilter(ctx, currentActor(request), request.query);
      const [total, rows] = await Promise.all([
        countHistory(ctx.db, filter),
        listHistory(ctx.db, filter, { limit: perPage, offset: (page - 1) * perPage }),
      ]);
      const lng = language(request);
      return presentList(
        rows.map((row) => presentLedgerEntry(row, lng)),
        { current: page, perPage, total },
      );
    },
  });

  app.get('/api/account/history.csv', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['payments'],
      querystring: historyQuery.omit({ page: true, per_page: true }),
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const filter = await historyFilter(ctx, currentActor(request), {
        ...request.query,
        page: 1,
        per_page: HISTORY_CSV_MAX_ROWS,
      });
      const rows = await listHistory(ctx.db, filter, { limit: HISTORY_CSV_MAX_ROWS });
      const file = `bilim-history-${filter.accountId}-${calendarDay(new Date())}.csv`;
      return reply
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(historyCsv(rows, language(request)));
    },
  });

  const adminTags = ['admin'];
  const entryAnswer = dataOf(ledgerEntrySchema);
  const presentPosted = async (request: FastifyRequest, posted: Posted) => ({
    data: presentLedgerEntry(await findHistoryRow(ctx.db, posted.entry.id), language(request)),
  });

  app.post('/api/admin/accounts/:id/adjustments', {
    config: { access: 'adjust:balance' },
    onError: logIdempotencyConflict,
    schema: {
      tags: adminTags,
      params: idParams,
      headers: idempotencyKeyHeaders,
      body: adjustmentBody,
      response: { 200: entryAnswer, 201: entryAnswer },
    },
    handler: async (request, reply) => {
      const actor = currentActor(request);
      const posted = await adjustBalance(ctx.db, {
        accountId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        actor,
        requestKey: request.headers['idempotency-key'],
      });
      request.log.info(
        { entryId: posted.entry.id, accountId: request.params.id, by: actor.id },
        posted.replayed ? 'adjustment replayed' : 'balance adjusted',
      );
      // 201 for a new entry, 200 for a replay answering the first one.
      return reply.code(posted.replayed ? 200 : 201).send(await presentPosted(request, posted));
    },
  });

  app.post('/api/admin/accounts/:id/refunds', {
    config: { access: 'refund:charge' },
    onError: logIdempotencyConflict,
    schema: {
      tags: adminTags,
      params: idParams,
      body: refundBody,
      response: { 200: entryAnswer, 201: entryAnswer },
    },
    handler: async (request, reply) => {
      const actor = currentActor(request);
      const posted = await refundCharge(ctx.db, {
        accountId: request.params.id,
        entryId: request.body.ledger_entry_id,
        reason: request.body.reason,
        actor,
      });
      request.log.info(
        { entryId: posted.entry.id, charge: request.body.ledger_entry_id, by: actor.id },
        posted.replayed ? 'refund replayed' : 'charge refunded',
      );
      // 201 for a new entry, 200 for a replay answering the first one.
      return reply.code(posted.replayed ? 200 : 201).send(await presentPosted(request, posted));
    },
  });
}
