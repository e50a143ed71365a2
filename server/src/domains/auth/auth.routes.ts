import { sessionSchema } from '@bilim/contract/auth';
import {
  loginBody,
  registerBody,
  restoreRequestBody,
  restoreResetBody,
} from '@bilim/contract/auth';
import { dataOf } from '@bilim/contract/api';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { requestLanguage } from '../../mail/language';
import { authenticate, currentUser } from './authenticate';
import {
  loginWithPassword,
  registerUser,
  requestPasswordRestore,
  resetPassword,
} from './auth.commands';
import { revokeSession } from './sessions';

export function authRoutes(app: ZodApp, ctx: AppContext): void {
  const rateLimit = { rateLimit: ctx.config.authRateLimit };
  const tags = ['auth'];

  app.post('/api/register', {
    config: rateLimit,
    schema: { tags, body: registerBody, response: { 201: sessionSchema } },
    handler: async (request, reply) => {
      const session = await registerUser(ctx, request.body);
      return reply.code(201).send(session);
    },
  });

  app.post('/api/login-password', {
    config: rateLimit,
    schema: { tags, body: loginBody, response: { 200: sessionSchema } },
    handler: async (request) => loginWithPassword(ctx, request.body),
  });

  app.post('/api/logout', {
    preHandler: authenticate(ctx.db),
    schema: { tags, security: [{ bearer: [] }] },
    handler: async (request, reply) => {
      await revokeSession(ctx.db, currentUser(request).sessionId);
      return reply.code(204).send();
    },
  });

  app.post('/api/restore', {
    config: rateLimit,
    schema: {
      tags,
      body: restoreRequestBody,
      response: { 202: dataOf(z.object({ sent: z.literal(true) })) },
    },
    handler: async (request, reply) => {
      const language = requestLanguage(request.headers['accept-language']);
      // Answered at once, the same for known and unknown e-mails: neither the lookup nor the
      // SMTP exchange shows in the answer or its timing. A failure is logged.
      ctx.tasks.run('password restore mail', () =>
        requestPasswordRestore(ctx, { email: request.body.email, language }),
      );
      return reply.code(202).send({ data: { sent: true as const } });
    },
  });

  app.post('/api/restore/reset', {
    config: rateLimit,
    schema: { tags, body: restoreResetBody, response: { 200: sessionSchema } },
    handler: async (request) => resetPassword(ctx, request.body),
  });
}
