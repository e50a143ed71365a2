import { idParams } from '@bilim/contract/api';
import {
  restrictionAnswer,
  restrictionBody,
  restrictionParams,
  restrictionsAnswer,
} from '@bilim/contract/trust';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import {
  createRestriction,
  listRestrictions,
  presentRestriction,
  removeRestriction,
} from './restrictions.commands';

/**
 * Restrictions: support's calls under `/api/support/users/{id}/restrictions`, and the user's own
 * active ones (`/api/cabinet/restrictions`, what the profile shows with the reasons).
 */
export function restrictionsRoutes(app: ZodApp, { db, clock }: AppContext): void {
  const tags = ['restrictions'];
  const staff = { access: 'manage:restriction' as const };

  app.get('/api/support/users/:id/restrictions', {
    config: staff,
    schema: { tags, params: idParams, response: { 200: restrictionsAnswer } },
    handler: async (request) => {
      const now = clock();
      const rows = await listRestrictions(db, currentActor(request), request.params.id, {
        activeOnly: false,
        now,
      });
      return presentList(rows.map((row) => presentRestriction(row, now)));
    },
  });

  app.post('/api/support/users/:id/restrictions', {
    config: staff,
    schema: { tags, params: idParams, body: restrictionBody, response: { 201: restrictionAnswer } },
    handler: async (request, reply) => {
      const now = clock();
      const row = await createRestriction(
        db,
        currentActor(request),
        request.params.id,
        request.body,
        now,
      );
      return reply.code(201).send({ data: presentRestriction(row, now) });
    },
  });

  app.delete('/api/support/users/:id/restrictions/:restrictionId', {
    config: staff,
    schema: { tags, params: restrictionParams, response: { 200: restrictionAnswer } },
    handler: async (request) => {
      const now = clock();
      const { id, restrictionId } = request.params;
      const row = await removeRestriction(db, currentActor(request), id, restrictionId, now);
      return { data: presentRestriction(row, now) };
    },
  });

  app.get('/api/cabinet/restrictions', {
    config: { access: 'signed-in' },
    schema: { tags, response: { 200: restrictionsAnswer } },
    handler: async (request) => {
      const now = clock();
      const actor = currentActor(request);
      const rows = await listRestrictions(db, actor, actor.id, { activeOnly: true, now });
      return presentList(rows.map((row) => presentRestriction(row, now)));
    },
  });
}
