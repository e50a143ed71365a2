import { dataOf } from '@bilim/contract/api';
import {
  passwordChangeBody,
  profileSchema,
  profileUpdateBody,
  sessionSchema,
} from '@bilim/contract/auth';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { authenticate, currentUser } from '../auth/authenticate';
import { changePassword, findProfile, updateProfile } from './profile.commands';
import { presentProfile } from './profile.presenter';

/** The signed-in user's own profile: the token decides whose, so no policy is asked. */
export function profileRoutes(app: ZodApp, ctx: AppContext): void {
  const common = {
    preHandler: authenticate(ctx.db),
  };
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.get('/api/cabinet/profile', {
    ...common,
    schema: { tags, security, response: { 200: dataOf(profileSchema) } },
    handler: async (request) => {
      return { data: presentProfile(await findProfile(ctx.db, currentUser(request).id)) };
    },
  });

  app.put('/api/cabinet/profile', {
    ...common,
    schema: { tags, security, body: profileUpdateBody, response: { 200: dataOf(profileSchema) } },
    handler: async (request) => {
      const { id } = currentUser(request);
      return { data: presentProfile(await updateProfile(ctx.db, id, request.body)) };
    },
  });

  app.put('/api/cabinet/profile/password', {
    ...common,
    schema: { tags, security, body: passwordChangeBody, response: { 200: sessionSchema } },
    handler: async (request) => {
      return changePassword(ctx.db, currentUser(request).id, request.body);
    },
  });
}
