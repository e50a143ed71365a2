import { idParams } from '@bilim/contract/api';
import { auditAnswer, auditQuery } from '@bilim/contract/audit';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { findAuditEntries, presentAuditEntries } from './audit.queries';

/** The audit log: searched whole by admins, and per user on the user's support page. */
export function auditRoutes(app: ZodApp, { db }: AppContext): void {
  const tags = ['audit'];

  app.get('/api/admin/audit', {
    config: { access: 'read:audit' },
    schema: { tags, querystring: auditQuery, response: { 200: auditAnswer } },
    handler: async (request) => {
      const query = request.query;
      const { rows, total } = await findAuditEntries(db, {
        actorId: query.actor_id,
        userId: query.user_id,
        action: query.action,
        subjectType: query.subject_type,
        from: query.from,
        to: query.to,
        page: query.page,
        perPage: query.per_page,
      });
      return presentList(await presentAuditEntries(db, rows), {
        current: query.page,
        perPage: query.per_page,
        total,
      });
    },
  });

  app.get('/api/support/users/:id/audit', {
    config: { access: 'read:audit:user' },
    schema: {
      tags,
      params: idParams,
      querystring: auditQuery.pick({ page: true, per_page: true }),
      response: { 200: auditAnswer },
    },
    handler: async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await findAuditEntries(db, {
        userId: request.params.id,
        page,
        perPage,
      });
      return presentList(await presentAuditEntries(db, rows), { current: page, perPage, total });
    },
  });
}
