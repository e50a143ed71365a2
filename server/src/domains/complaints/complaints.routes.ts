import { idParams } from '@bilim/contract/api';
import {
  complaintAnswer,
  complaintBody,
  complaintCloseBody,
  complaintsAnswer,
  complaintsQuery,
} from '@bilim/contract/trust';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import {
  closeComplaint,
  fileComplaint,
  listComplaints,
  presentComplaints,
} from './complaints.commands';

/** Complaints: users send them; support (and advertisement) read the queue and close them. */
export function complaintsRoutes(app: ZodApp, { db, clock, config }: AppContext): void {
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
      return reply.code(created ? 201 : 200).send({ data: data! });
    },
  });

  app.get('/api/support/complaints', {
    config: { access: 'manage:complaint' },
    schema: { tags, querystring: complaintsQuery, response: { 200: complaintsAnswer } },
    handler: async (request) => {
      const { page, per_page: perPage, status, target_type: targetType } = request.query;
      const { rows, total } = await listComplaints(db, { page, perPage, status, targetType });
      const data = await presentComplaints(db, rows);
      return presentList(data, { current: page, perPage, total });
    },
  });

  app.post('/api/support/complaints/:id/close', {
    config: { access: 'manage:complaint' },
    schema: {
      tags,
      params: idParams,
      body: complaintCloseBody,
      response: { 200: complaintAnswer },
    },
    handler: async (request) => {
      const closed = await closeComplaint(
        db,
        currentActor(request),
        request.params.id,
        request.body.resolution,
        clock(),
      );
      const [data] = await presentComplaints(db, [closed]);
      return { data: data! };
    },
  });
}
