import {
  adminCommentAnswer,
  adminCommentsAnswer,
  adminReviewAnswer,
  adminReviewsAnswer,
  adminReviewsQuery,
} from '@bilim/contract/admin';
import { idParams } from '@bilim/contract/api';
import { commentUpdateBody, reviewBody } from '@bilim/contract/trust';
import { calendarDay } from '@bilim/contract/calendar';
import type { AppContext } from '../../context';
import { CSV_MAX_ROWS, sendCsv, spreadsheetText } from '../../lib/csv';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import {
  findAdminComment,
  findAdminReview,
  listAdminComments,
  listAdminReviews,
  restoreComment,
  restoreReview,
  updateCommentByAdmin,
  updateReviewByAdmin,
} from './reviews.admin';

/**
 * The admin's reviews and comments (spec §2 admin/scores, admin/comments): lists, one, a
 * correction, a restore. Deleting is support's `DELETE /api/support/reviews/{id}` (and comments).
 */
export function reviewsAdminRoutes(app: ZodApp, { db }: AppContext): void {
  const config = { access: 'manage:review' as const };
  const tags = ['admin'];
  const page = (query: { page: number; per_page: number }, total: number) => ({
    current: query.page,
    perPage: query.per_page,
    total,
  });

  app.get('/api/admin/reviews', {
    config,
    schema: { tags, querystring: adminReviewsQuery, response: { 200: adminReviewsAnswer } },
    handler: async (request) => {
      const { rows, total } = await listAdminReviews(db, request.query);
      return presentList(rows, page(request.query, total));
    },
  });

  app.get('/api/admin/reviews/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: adminReviewAnswer } },
    handler: async (request) => ({ data: await findAdminReview(db, request.params.id) }),
  });

  app.put('/api/admin/reviews/:id', {
    config,
    schema: { tags, params: idParams, body: reviewBody, response: { 200: adminReviewAnswer } },
    handler: async (request) => ({
      data: await updateReviewByAdmin(db, currentActor(request), request.params.id, request.body),
    }),
  });

  app.post('/api/admin/reviews/:id/restore', {
    config,
    schema: { tags, params: idParams, response: { 200: adminReviewAnswer } },
    handler: async (request) => ({
      data: await restoreReview(db, currentActor(request), request.params.id),
    }),
  });

  app.get('/api/admin/comments', {
    config,
    schema: { tags, querystring: adminReviewsQuery, response: { 200: adminCommentsAnswer } },
    handler: async (request) => {
      const { rows, total } = await listAdminComments(db, request.query);
      return presentList(rows, page(request.query, total));
    },
  });

  app.get('/api/admin/comments/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: adminCommentAnswer } },
    handler: async (request) => ({ data: await findAdminComment(db, request.params.id) }),
  });

  app.put('/api/admin/comments/:id', {
    config,
    schema: {
      tags,
      params: idParams,
      body: commentUpdateBody,
      response: { 200: adminCommentAnswer },
    },
    handler: async (request) => ({
      data: await updateCommentByAdmin(
        db,
        currentActor(request),
        request.params.id,
        request.body.comment,
      ),
    }),
  });

  app.post('/api/admin/comments/:id/restore', {
    config,
    schema: { tags, params: idParams, response: { 200: adminCommentAnswer } },
    handler: async (request) => ({
      data: await restoreComment(db, currentActor(request), request.params.id),
    }),
  });

  const csvQuery = adminReviewsQuery.omit({ page: true, per_page: true });
  const all = { page: 1, per_page: CSV_MAX_ROWS };

  app.get('/api/admin/reviews.csv', {
    config,
    schema: { tags, querystring: csvQuery, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const { rows } = await listAdminReviews(db, { ...request.query, ...all });
      return sendCsv(reply, `bilim-reviews-${calendarDay(new Date())}.csv`, [
        [
          'id',
          'record_type',
          'record_id',
          'record',
          'author',
          'score',
          'text',
          'created_at',
          'deleted_at',
        ],
        ...rows.map((row) => [
          row.id,
          row.subject.type,
          row.subject.id,
          spreadsheetText(row.subject.title ?? ''),
          spreadsheetText(row.author.name),
          row.score,
          spreadsheetText(row.text),
          row.created_at,
          row.deleted_at,
        ]),
      ]);
    },
  });

  app.get('/api/admin/comments.csv', {
    config,
    schema: { tags, querystring: csvQuery, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const { rows } = await listAdminComments(db, { ...request.query, ...all });
      return sendCsv(reply, `bilim-comments-${calendarDay(new Date())}.csv`, [
        [
          'id',
          'review_id',
          'record_type',
          'record_id',
          'record',
          'author',
          'text',
          'created_at',
          'deleted_at',
        ],
        ...rows.map((row) => [
          row.id,
          row.review_id,
          row.subject.type,
          row.subject.id,
          spreadsheetText(row.subject.title ?? ''),
          spreadsheetText(row.author.name),
          spreadsheetText(row.text),
          row.created_at,
          row.deleted_at,
        ]),
      ]);
    },
  });
}
