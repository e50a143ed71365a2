import { idParams } from '@bilim/contract/api';
import {
  roleGrantBody,
  roleParams,
  supportUserDetailSchema,
  supportUsersAnswer,
  supportUsersQuery,
} from '@bilim/contract/staff';
import { dataOf } from '@bilim/contract/api';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import { listSupportUsers, setUserRole, supportUserDetail } from './users.staff';

/** Users as staff see them: support's search and a user's page; admins grant staff roles. */
export function usersRoutes(app: ZodApp, { db, clock }: AppContext): void {
  const tags = ['staff'];

  app.get('/api/support/users', {
    config: { access: 'read:user:any' },
    schema: { tags, querystring: supportUsersQuery, response: { 200: supportUsersAnswer } },
    handler: async (request) => {
      const { rows, total } = await listSupportUsers(db, request.query, clock());
      return presentList(rows, {
        current: request.query.page,
        perPage: request.query.per_page,
        total,
      });
    },
  });

  app.get('/api/support/users/:id', {
    config: { access: 'read:user:any' },
    schema: { tags, params: idParams, response: { 200: dataOf(supportUserDetailSchema) } },
    handler: async (request) => ({
      data: await supportUserDetail(db, currentActor(request), request.params.id, clock()),
    }),
  });

  app.post('/api/admin/users/:id/roles', {
    config: { access: 'grant:role' },
    schema: { tags, params: idParams, body: roleGrantBody },
    handler: async (request, reply) => {
      await setUserRole(db, currentActor(request), request.params.id, request.body.role, true);
      return reply.code(204).send();
    },
  });

  app.delete('/api/admin/users/:id/roles/:role', {
    config: { access: 'grant:role' },
    schema: { tags, params: roleParams },
    handler: async (request, reply) => {
      await setUserRole(db, currentActor(request), request.params.id, request.params.role, false);
      return reply.code(204).send();
    },
  });
}
