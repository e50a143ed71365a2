import { idParams } from '@bilim/contract/api';
import { sessionSchema } from '@bilim/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/db';
import type { ZodApp } from '../../http/types';
import { recordAudit } from '../audit/audit';
import { currentActor } from '../auth/authenticate';
import { endImpersonation, startImpersonation } from './impersonation.commands';

const END_URL = '/api/impersonation/end';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Impersonation: staff sign in as a user from the user's support page, and return. */
export function impersonationRoutes(app: ZodApp, { db }: AppContext): void {
  const tags = ['staff'];

  app.post('/api/support/users/:id/impersonate', {
    config: { access: 'impersonate:user' },
    schema: { tags, params: idParams, response: { 201: sessionSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await startImpersonation(db, currentActor(request), request.params.id)),
  });

  app.post(END_URL, {
    config: { access: 'signed-in' },
    schema: { tags },
    handler: async (request, reply) => {
      await endImpersonation(db, currentActor(request));
      return reply.code(204).send();
    },
  });
}

/**
 * Every change made while impersonating is audited with both names (`impersonation.request`:
 * the route and what it named), once it has succeeded: a refused or failed call leaves nothing.
 * Staff actions keep their own entries, written in their transactions.
 */
export function registerImpersonationAudit(app: FastifyInstance, db: Db): void {
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor;
    if (!actor?.impersonator || READS.has(request.method) || reply.statusCode >= 400) return;
    const route = request.routeOptions.url ?? request.url;
    if (route === END_URL) return;
    try {
      await recordAudit(db, actor, {
        action: 'impersonation.request',
        subject: { type: 'user', id: actor.id },
        userId: actor.id,
        after: { method: request.method, route, params: request.params ?? {} },
      });
    } catch (error) {
      request.log.error({ err: error }, 'impersonation audit entry failed');
    }
  });
}
