import { dataOf } from '@bilim/contract/api';
import {
  passwordChangeBody,
  profileSchema,
  profileUpdateBody,
  sessionSchema,
} from '@bilim/contract/auth';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { forbidden } from '../../lib/errors';
import { isImpersonated } from '../../lib/policy';
import { currentActor } from '../auth/authenticate';
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
      return { data: presentProfile(await findProfile(ctx.db, currentActor(request).id)) };
    },
  });

  app.put('/api/cabinet/profile', {
    ...common,
    schema: { tags, body: profileUpdateBody, response: { 200: dataOf(profileSchema) } },
    handler: async (request) => {
      const { id } = currentActor(request);
      return { data: presentProfile(await updateProfile(ctx.db, id, request.body)) };
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
