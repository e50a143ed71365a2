import { idParams } from '@bilim/contract/api';
import { sessionsRevokedAnswer, userSessionsAnswer } from '@bilim/contract/sessions';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { refuseWhileImpersonated } from '../../lib/policy';
import { currentActor } from './authenticate';
import type { SignedInActor } from './sessions';
import { listUserSessions, signOutOtherSessions, signOutSession } from './user-sessions';

/** The user's own sessions (the token decides whose); staff signed in as the user cannot end them. */
export function userSessionsRoutes(app: ZodApp, ctx: AppContext): void {
  const config = { access: 'signed-in' as const };
  const tags = ['profile'];
  const ownActor = (actor: SignedInActor) => {
    refuseWhileImpersonated(actor);
    return actor;
  };

  app.get('/api/cabinet/profile/sessions', {
    config,
    schema: { tags, response: { 200: userSessionsAnswer } },
    handler: async (request) => ({
      data: await listUserSessions(ctx.db, currentActor(request), ctx.clock()),
    }),
  });

  app.delete('/api/cabinet/profile/sessions/:id', {
    config,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      const actor = ownActor(currentActor(request));
      await signOutSession(ctx.db, actor, request.params.id, ctx.clock());
      return reply.code(204).send();
    },
  });

  app.delete('/api/cabinet/profile/sessions', {
    config,
    schema: { tags, response: { 200: sessionsRevokedAnswer } },
    handler: async (request) => {
      const actor = ownActor(currentActor(request));
      return { data: { revoked: await signOutOtherSessions(ctx.db, actor) } };
    },
  });
}
