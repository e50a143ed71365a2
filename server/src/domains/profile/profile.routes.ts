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
import { profilePolicy } from './profile.policy';
import { presentProfile } from './profile.presenter';

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
      const user = currentUser(request);
      profilePolicy.authorize(user, 'read', user);
      return { data: presentProfile(await findProfile(ctx.db, user.id)) };
    },
  });

  app.put('/api/cabinet/profile', {
    ...common,
    schema: { tags, security, body: profileUpdateBody, response: { 200: dataOf(profileSchema) } },
    handler: async (request) => {
      const user = currentUser(request);
      profilePolicy.authorize(user, 'update', user);
      return { data: presentProfile(await updateProfile(ctx.db, user.id, request.body)) };
    },
  });

  app.put('/api/cabinet/profile/password', {
    ...common,
    schema: { tags, security, body: passwordChangeBody, response: { 200: sessionSchema } },
    handler: async (request) => {
      const user = currentUser(request);
      profilePolicy.authorize(user, 'changePassword', user);
      return changePassword(ctx.db, user.id, request.body);
    },
  });
}
