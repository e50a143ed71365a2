import {
  actingRoleBody,
  currentSessionSchema,
  loginBody,
  sessionSchema,
  registerBody,
  restoreRequestBody,
  restoreResetBody,
} from '@bilim/contract/auth';
import { dataOf } from '@bilim/contract/api';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../../http/types';
import { requestLanguage } from '../../mail/language';
import { currentActor } from './authenticate';
import {
  assertRestoreLinkUsable,
  loginWithPassword,
  logout,
  registerUser,
  requestPasswordRestore,
  resetPassword,
  switchActingRole,
} from './auth.commands';
import { presentCurrentSession } from './sessions';

/** The interface language the request was made in (letters are worded in it). */
const language = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

export function authRoutes(app: ZodApp, ctx: AppContext): void {
  const anyone = { access: 'public' as const, rateLimit: ctx.config.authRateLimit };
  const tags = ['auth'];

  app.post('/api/register', {
    config: anyone,
    schema: { tags, body: registerBody, response: { 201: sessionSchema } },
    handler: async (request, reply) => {
      const session = await registerUser(ctx, request.body, language(request));
      return reply.code(201).send(session);
    },
  });

  app.post('/api/login-password', {
    config: anyone,
    schema: { tags, body: loginBody, response: { 200: sessionSchema } },
    handler: async (request) => loginWithPassword(ctx, request.body, language(request), request),
  });

  app.get('/api/session', {
    config: { access: 'signed-in' },
    schema: { tags, response: { 200: dataOf(currentSessionSchema) } },
    handler: async (request) => ({ data: presentCurrentSession(currentActor(request)) }),
  });

  app.put('/api/session/role', {
    config: { access: 'signed-in' },
    schema: { tags, body: actingRoleBody, response: { 200: dataOf(currentSessionSchema) } },
    handler: async (request) => {
      const actor = currentActor(request);
      const actingRole = await switchActingRole(ctx.db, actor, request.body.role);
      return { data: { ...presentCurrentSession(actor), acting_role: actingRole } };
    },
  });

  app.post('/api/logout', {
    config: { access: 'signed-in' },
    schema: { tags },
    handler: async (request, reply) => {
      await logout(ctx, currentActor(request).sessionId);
      return reply.code(204).send();
    },
  });

  app.post('/api/restore', {
    config: anyone,
    schema: {
      tags,
      body: restoreRequestBody,
      response: { 202: dataOf(z.object({ sent: z.literal(true) })) },
    },
    handler: async (request, reply) => {
      // The same for known and unknown e-mails: the lookup and the letter come after the answer.
      await requestPasswordRestore(ctx, { email: request.body.email, language: language(request) });
      return reply.code(202).send({ data: { sent: true as const } });
    },
  });

  app.get('/api/restore/:token', {
    config: anyone,
    schema: {
      tags,
      params: z.object({ token: restoreResetBody.shape.token }),
      response: { 200: dataOf(z.object({ usable: z.literal(true) })) },
    },
    handler: async (request) => {
      await assertRestoreLinkUsable(ctx.db, request.params.token);
      return { data: { usable: true as const } };
    },
  });

  app.post('/api/restore/reset', {
    config: anyone,
    schema: { tags, body: restoreResetBody, response: { 200: sessionSchema } },
    handler: async (request) => resetPassword(ctx, request.body, request),
  });
}
