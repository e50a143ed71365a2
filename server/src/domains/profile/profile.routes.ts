import { dataOf } from '@bilim/contract/api';
import {
  linkTokenBody,
  passwordChangeBody,
  profileSchema,
  profileUpdateBody,
  sessionSchema,
} from '@bilim/contract/auth';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { refuseWhileImpersonated } from '../../lib/policy';
import { currentActor } from '../auth/authenticate';
import { confirmEmail, requestEmailConfirmation } from '../auth/email-confirmation';
import { perUserRateLimit } from '../auth/per-user-rate-limit';
import { logSecurityEvent } from '../auth/security-log';
import { awaitsEmailConfirmation } from '../users/email-confirmed';
import { requestLanguage } from '../../mail/language';
import { confirmEmailChange, pendingEmail } from './email-change';
import { changePassword, findProfile, updateProfile } from './profile.commands';
import { presentProfile } from './profile.presenter';

/** How often one user may ask for registration's confirmation link again. */
const EMAIL_CONFIRMATION_RESENDS = { max: 3, timeWindow: '15 minutes' };

/** The signed-in user's own profile: the token decides whose, so no policy is asked. */
export function profileRoutes(app: ZodApp, ctx: AppContext): void {
  const common = { config: { access: 'signed-in' as const } };
  const tags = ['profile'];

  app.get('/api/cabinet/profile', {
    ...common,
    schema: { tags, response: { 200: dataOf(profileSchema) } },
    handler: async (request) => {
      const { id } = currentActor(request);
      const [user, pending] = await Promise.all([
        findProfile(ctx.db, id),
        pendingEmail(ctx, id, ctx.clock()),
      ]);
      return { data: presentProfile(user, pending) };
    },
  });

  app.put('/api/cabinet/profile', {
    ...common,
    schema: { tags, body: profileUpdateBody, response: { 200: dataOf(profileSchema) } },
    handler: async (request) => {
      const actor = currentActor(request);
      // The e-mail stays the user's own, as the password does: staff signed in as them keep it.
      if (request.body.email !== actor.email) refuseWhileImpersonated(actor);
      const user = await updateProfile(ctx, actor.id, request.body, request);
      return { data: presentProfile(user, await pendingEmail(ctx, actor.id, ctx.clock())) };
    },
  });

  // The links e-mailed to the account's address: the token is the proof, so no session is needed.
  const followedLink = (
    path: string,
    follow: (token: string) => Promise<{ userId: number; email: string }>,
    event: 'email_changed' | 'email_confirmed',
  ) =>
    app.post(path, {
      config: { access: 'public', rateLimit: ctx.config.authRateLimit },
      schema: {
        tags,
        body: linkTokenBody,
        response: { 200: dataOf(z.object({ email: z.string() })) },
      },
      handler: async (request) => {
        const done = await follow(request.body.token);
        logSecurityEvent(request, { event, userId: done.userId });
        return { data: { email: done.email } };
      },
    });
  // A new address's link moves the account there; registration's confirms the e-mail.
  followedLink(
    '/api/email-change/confirm',
    (token) => confirmEmailChange(ctx, token),
    'email_changed',
  );
  followedLink(
    '/api/email-confirmation/confirm',
    (token) => confirmEmail(ctx, token),
    'email_confirmed',
  );

  // Registration's link again (the first may be lost in a spam folder): a few per user only.
  app.post('/api/cabinet/profile/email-confirmation', {
    config: {
      access: 'signed-in',
      rateLimit: perUserRateLimit(ctx.db, 'email-confirmation', EMAIL_CONFIRMATION_RESENDS),
    },
    schema: { tags, response: { 202: dataOf(z.object({ sent: z.boolean() })) } },
    handler: async (request, reply) => {
      const { id } = currentActor(request);
      // Nothing to send to an e-mail proven already.
      const sent = await awaitsEmailConfirmation(ctx.db, id);
      if (sent) {
        const language = requestLanguage(request.headers['accept-language']);
        await requestEmailConfirmation(ctx.db, { userId: id, language });
      }
      return reply.code(202).send({ data: { sent } });
    },
  });

  app.put('/api/cabinet/profile/password', {
    ...common,
    schema: { tags, body: passwordChangeBody, response: { 200: sessionSchema } },
    handler: async (request) => {
      const actor = currentActor(request);
      // The password stays the user's own: staff signed in as them cannot change it.
      refuseWhileImpersonated(actor);
      return changePassword(ctx, actor.id, request.body, request);
    },
  });
}
