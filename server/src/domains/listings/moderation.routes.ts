import { idParams } from '@bilim/contract/api';
import { moderationBody } from '@bilim/contract/staff';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { currentActor } from '../auth/authenticate';
import { unpublishBySupport } from './moderation';

/** Moderation from a card's or event's page: support takes it off the site with a reason. */
export function moderationRoutes(app: ZodApp, ctx: AppContext): void {
  for (const kind of ['card', 'event'] as const) {
    app.post(`/api/support/${kind === 'card' ? 'cards' : 'events'}/:id/unpublish`, {
      config: { access: 'moderate:listing' },
      schema: { tags: ['staff'], params: idParams, body: moderationBody },
      handler: async (request, reply) => {
        await unpublishBySupport(
          ctx,
          currentActor(request),
          kind,
          request.params.id,
          request.body.reason,
        );
        return reply.code(204).send();
      },
    });
  }
}
