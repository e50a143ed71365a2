import { idParams } from '@bilim/contract/api';
import {
  complaintCloseBody,
  supportComplaintAnswer,
  supportComplaintsAnswer,
  supportComplaintsQuery,
} from '@bilim/contract/staff';
import { complaintAnswer, complaintBody } from '@bilim/contract/trust';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import {
  closeComplaint,
  fileComplaint,
  listComplaints,
  presentComplaints,
  presentSupportComplaints,
} from './complaints.commands';

/** Complaints: users send them; support (and advertisement) read the queue and close them. */
export function complaintsRoutes(app: ZodApp, ctx: AppContext): void {
  const { db, clock, config } = ctx;
  const tags = ['complaints'];

  app.post('/api/complaints', {
    config: {
      access: 'signed-in',
      // Per session (the bearer token), through the app's one rate limiter.
      rateLimit: {
        ...config.complaintRateLimit,
        keyGenerator: (request) => `complaints:${request.headers.authorization ?? request.ip}`,
      },
    },
    schema: {
      tags,
      body: complaintBody,
      response: { 200: complaintAnswer, 201: complaintAnswer },
    },
    handler: async (request, reply) => {
      const { complaint, created } = await fileComplaint(
        db,
        currentActor(request),
        request.body,
        clock(),
      );
      const [data] = await presentComplaints(db, [complaint]);
      return reply.code(created ? 201 : 200).send({ data: data!, meta: { existing: !created } });
    },
  });

  app.get('/api/support/complaints', {
    config: { access: 'manage:complaint' },
    schema: {
      tags,
      querystring: supportComplaintsQuery,
      response: { 200: supportComplaintsAnswer },
    },
    handler: async (request) => {
      const { page, per_page: perPage, status, target_type: targetType, category } = request.query;
      const { rows, total } = await listComplaints(db, {
        page,
        perPage,
        status,
        targetType,
        category,
      });
      const data = await presentSupportComplaints(db, rows);
      return presentList(data, { current: page, perPage, total });
    },
  });

  app.post('/api/support/complaints/:id/close', {
    config: { access: 'manage:complaint' },
    schema: {
      tags,
      params: idParams,
      body: complaintCloseBody,
      response: { 200: supportComplaintAnswer },
    },
    handler: async (request) => {
      const {
        resolution,
        remove_target: removeTarget,
        restrict_author: restrictAuthor,
      } = request.body;
      const closed = await closeComplaint(
        ctx,
        currentActor(request),
        request.params.id,
        resolution,
        {
          removeTarget,
          restrictAuthor,
        },
      );
      const [data] = await presentSupportComplaints(db, [closed]);
      return { data: data! };
    },
  });
}
