import { idParams } from '@bilim/contract/api';
import {
  commentAnswer,
  commentBody,
  commentUpdateBody,
  reviewAnswer,
  reviewBody,
  reviewsAnswer,
  reviewsQuery,
  type ReviewRefusal,
  type ReviewSubject,
} from '@bilim/contract/trust';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import { isRestricted } from '../restrictions/restrictions.conditions';
import { findReviewedRecord } from './ratings';
import {
  addComment,
  deleteCommentBySupport,
  deleteReviewBySupport,
  editComment,
  markHelpful,
  writeReview,
} from './reviews.commands';
import { reviewedRecordPolicy } from './reviews.policy';
import { listReviews, presentCommentRow, presentReviews, reviewSummary } from './reviews.presenter';

/**
 * Reviews and comments (spec §7: `POST /api/cards/{id}/review`, `GET /api/cards/{id}/reviews`,
 * `POST /api/comments`, `POST /api/comments/{id}` with `_method=PUT`), the same for events, the
 * helpful marks, and support's deletions.
 */
export function reviewsRoutes(app: ZodApp, { db, clock }: AppContext): void {
  const tags = ['reviews'];

  for (const type of ['card', 'event'] as const satisfies readonly ReviewSubject[]) {
    app.get(`/api/${type}s/:id/reviews`, {
      config: { access: 'public' },
      schema: {
        tags,
        params: idParams,
        querystring: reviewsQuery,
        response: { 200: reviewsAnswer },
      },
      handler: async (request) => {
        const now = clock();
        const actor = request.actor;
        const record = await findReviewedRecord(db, type, request.params.id, now);
        const subject = { type, id: record.id };
        const { page, per_page: perPage, sort } = request.query;
        const [{ rows, total }, summary, restricted] = await Promise.all([
          listReviews(db, subject, { sort, page, perPage }),
          reviewSummary(db, subject, actor?.id ?? null),
          actor ? isRestricted(db, actor.id, 'review', now) : Promise.resolve(false),
        ]);
        const data = await presentReviews(db, rows, { actor, ownerUserId: record.ownerUserId });
        // Why a signed-in viewer may not write a review; a visitor signs in first.
        const cannotReview: ReviewRefusal | null = !actor
          ? null
          : !reviewedRecordPolicy.can(actor, 'review', record)
            ? 'own'
            : !record.started
              ? 'not_started'
              : restricted
                ? 'restricted'
                : null;
        const list = presentList(data, { current: page, perPage, total });
        return {
          data,
          meta: {
            ...list.meta,
            rating: record.rating,
            reviews_count: record.reviewsCount,
            breakdown: summary.breakdown,
            own_review_id: summary.ownReviewId,
            can_review: actor !== null && cannotReview === null,
            cannot_review: cannotReview,
          },
        };
      },
    });

    app.post(`/api/${type}s/:id/review`, {
      config: { access: 'signed-in' },
      schema: {
        tags,
        params: idParams,
        body: reviewBody,
        response: { 200: reviewAnswer, 201: reviewAnswer },
      },
      handler: async (request, reply) => {
        const actor = currentActor(request);
        const { review, created, ownerUserId } = await writeReview(
          db,
          actor,
          { type, id: request.params.id },
          request.body,
          clock(),
        );
        const [data] = await presentReviews(db, [review], { actor, ownerUserId });
        return reply.code(created ? 201 : 200).send({ data: data! });
      },
    });
  }

  app.post('/api/comments', {
    config: { access: 'signed-in' },
    schema: { tags, body: commentBody, response: { 201: commentAnswer } },
    handler: async (request, reply) => {
      const actor = currentActor(request);
      const { comment, ownerUserId } = await addComment(db, actor, request.body, clock());
      const data = await presentCommentRow(db, comment, { actor, ownerUserId });
      return reply.code(201).send({ data });
    },
  });

  // POST /api/comments/{id} with _method=PUT arrives here (http/method-override.ts).
  app.put('/api/comments/:id', {
    config: { access: 'signed-in' },
    schema: { tags, params: idParams, body: commentUpdateBody, response: { 200: commentAnswer } },
    handler: async (request) => {
      const actor = currentActor(request);
      const { id } = request.params;
      const { comment, ownerUserId } = await editComment(
        db,
        actor,
        id,
        request.body.comment,
        clock(),
      );
      return { data: await presentCommentRow(db, comment, { actor, ownerUserId }) };
    },
  });

  for (const [method, helpful] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method]('/api/reviews/:id/helpful', {
      config: { access: 'signed-in' },
      schema: { tags, params: idParams },
      handler: async (request, reply) => {
        await markHelpful(db, currentActor(request), request.params.id, helpful, clock());
        return reply.code(204).send();
      },
    });
  }

  app.delete('/api/support/reviews/:id', {
    config: { access: 'moderate:review' },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await deleteReviewBySupport(db, currentActor(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.delete('/api/support/comments/:id', {
    config: { access: 'moderate:review' },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await deleteCommentBySupport(db, currentActor(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
