import { dataOf } from '@bilim/contract/api';
import {
  emailChangeConfirmBody,
  passwordChangeBody,
  profileSchema,
  profileUpdateBody,
  sessionSchema,
} from '@bilim/contract/auth';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { forbidden } from '../../lib/errors';
import { isImpersonated } from '../../lib/policy';
import { currentActor } from '../auth/authenticate';
import { logSecurityEvent } from '../auth/security-log';
import { confirmEmailChange, pendingEmail } from './email-change';
import { changePassword, findProfile, updateProfile } from './profile.commands';
import { presentProfile } from './profile.presenter';

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
      if (isImpersonated(actor) && request.body.email !== actor.email) throw forbidden();
      const user = await updateProfile(ctx, actor.id, request.body, request);
      return { data: presentProfile(user, await pendingEmail(ctx, actor.id, ctx.clock())) };
    },
  });

  // The link sent to a new address: its token is the proof, so no session is needed.
  app.post('/api/email-change/confirm', {
    config: { access: 'public', rateLimit: ctx.config.authRateLimit },
    schema: {
      tags,
      body: emailChangeConfirmBody,
      response: { 200: dataOf(z.object({ email: z.string() })) },
    },
    handler: async (request) => {
      const changed = await confirmEmailChange(ctx, request.body.token);
      logSecurityEvent(request, { event: 'email_changed', userId: changed.userId });
      return { data: { email: changed.email } };
    },
  });

  app.put('/api/cabinet/profile/password', {
    ...common,
    schema: { tags, body: passwordChangeBody, response: { 200: sessionSchema } },
    handler: async (request) => {
      const actor = currentActor(request);
      // The password stays the user's own: staff signed in as them cannot change it.
      if (isImpersonated(actor)) throw forbidden();
      return changePassword(ctx, actor.id, request.body, request);
    },
  });
}
