import { dataOf, idParam, idParams, pageMetaSchema } from '@bilim/contract/api';
import { cabinetListingsQuery, photoOrderBody, photoSchema } from '@bilim/contract/listings';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { idempotencyKeyHeaders, logIdempotencyConflict } from '../../http/idempotency';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { findManagedAccount } from '../accounts/accounts.queries';
import { currentActor } from '../auth/authenticate';
import { photoUploadRateLimit, uploadedPhotos } from '../photos/photo-uploads';
import { addPhotos, deletePhoto, reorderPhotos, setMainPhoto } from '../photos/photos.commands';
import {
  createListing,
  deleteListing,
  listAccountListingIds,
  listingNotFound,
  listingSubject,
  transitionListing,
  updateListing,
  type CabinetKind,
  type ListingBaseOutput,
} from './cabinet-listings.commands';
import { loadPhotos } from './listing-detail.presenter';
import type { CardRow, EventRow } from './listings.schema';
import { listingPolicies, listingPolicy } from './listings.policy';

const CABINET_ACTIONS = ['publish', 'unpublish', 'archive', 'restore', 'pin', 'unpin'] as const;

const photoParams = idParams.extend({ photoId: idParam });
const photosAnswer = dataOf(z.array(photoSchema));

/**
 * The cabinet calls of one kind (cards or events), under /api/cabinet/<path>: list, create,
 * read, update, lifecycle actions, delete and photos. Cards and events share this one module;
 * `k` brings what differs. Records the actor may not read answer 404 (existence does not leak);
 * support reads but does not change (403).
 */
export function cabinetListingRoutes<
  TInput extends ListingBaseOutput,
  TOwn,
  TRow extends CardRow | EventRow,
  TDetail,
  TSummary,
>(app: ZodApp, ctx: AppContext, k: CabinetKind<TInput, TOwn, TRow, TDetail, TSummary>): void {
  const base = `/api/cabinet/${k.path}`;
  const tags = ['cabinet'];
  const detailAnswer = dataOf(k.detailSchema);
  // The type provider cannot see through a generic schema; `k.input` has validated the body.
  const bodyOf = (request: FastifyRequest) => request.body as TInput;

  /** The record, if the actor may read it (`update`: change it; support gets 403 then). */
  async function authorized(request: FastifyRequest, id: number, need: 'read' | 'update') {
    const actor = currentActor(request);
    const row = await k.find(ctx.db, id);
    if (!row) throw listingNotFound(k.kind);
    const subject = await listingSubject(ctx.db, row);
    if (!listingPolicy.can(actor, 'read', subject)) throw listingNotFound(k.kind);
    if (need === 'update') listingPolicy.authorize(actor, 'update', subject);
    return { actor, row };
  }

  /** The detail answer of a record (as loaded, or as it is now), with the actor's policies. */
  async function detail(
    request: FastifyRequest,
    record: number | TRow,
  ): Promise<{ data: TDetail }> {
    const actor = currentActor(request);
    const row = typeof record === 'number' ? await k.find(ctx.db, record) : record;
    if (!row) throw listingNotFound(k.kind);
    const subject = await listingSubject(ctx.db, row);
    const data = await k.presentDetail(ctx.db, ctx.storage, row, {
      viewerId: actor.id,
      showContacts: true,
      policies: listingPolicies(actor, subject),
    });
    return { data };
  }

  const photosOf = async (id: number) => ({
    data: await loadPhotos(ctx.db, ctx.storage, k.kind, id),
  });

  app.get(base, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      querystring: cabinetListingsQuery,
      response: { 200: z.object({ data: z.array(k.summarySchema), meta: pageMetaSchema }) },
    },
    handler: async (request) => {
      const actor = currentActor(request);
      await findManagedAccount(ctx.db, actor, request.query.account_id);
      const { ids, total } = await listAccountListingIds(ctx.db, k.kind, request.query);
      const items = await k.loadSummaries(ctx.db, ctx.storage, ids, { viewerId: actor.id });
      return presentList(items, {
        current: request.query.page,
        perPage: request.query.per_page,
        total,
      });
    },
  });

  app.post(base, {
    config: { access: 'signed-in' },
    onError: logIdempotencyConflict,
    schema: {
      tags,
      headers: idempotencyKeyHeaders,
      body: k.input,
      response: { 200: detailAnswer, 201: detailAnswer },
    },
    handler: async (request, reply) => {
      const { row, replayed } = await createListing(
        ctx,
        k,
        currentActor(request),
        bodyOf(request),
        request.headers['idempotency-key'],
      );
      // 201 for a new record, 200 for a repeat answering the first.
      return reply.code(replayed ? 200 : 201).send(await detail(request, row.id));
    },
  });

  app.get(`${base}/:id`, {
    config: { access: 'signed-in' },
    schema: { tags, params: idParams, response: { 200: detailAnswer } },
    handler: async (request) => {
      const { row } = await authorized(request, request.params.id, 'read');
      return detail(request, row);
    },
  });

  app.put(`${base}/:id`, {
    config: { access: 'signed-in' },
    schema: { tags, params: idParams, body: k.input, response: { 200: detailAnswer } },
    handler: async (request) => {
      const { actor } = await authorized(request, request.params.id, 'update');
      await updateListing(ctx, k, actor, request.params.id, bodyOf(request));
      return detail(request, request.params.id);
    },
  });

  app.post(`${base}/:id/:action`, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      params: idParams.extend({ action: z.enum(CABINET_ACTIONS) }),
      response: { 200: detailAnswer },
    },
    handler: async (request) => {
      await authorized(request, request.params.id, 'update');
      await transitionListing(ctx, k.kind, request.params.id, request.params.action);
      return detail(request, request.params.id);
    },
  });

  app.delete(`${base}/:id`, {
    config: { access: 'signed-in' },
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await authorized(request, request.params.id, 'update');
      await deleteListing(ctx, k.kind, request.params.id);
      return reply.code(204).send();
    },
  });

  // The files stream into `addPhotos`: each read only once the tariff has room for it.
  app.post(`${base}/:id/photos`, {
    config: { access: 'signed-in', rateLimit: photoUploadRateLimit(ctx) },
    schema: { tags, params: idParams, response: { 201: photosAnswer } },
    handler: async (request, reply) => {
      const { row } = await authorized(request, request.params.id, 'update');
      const { max_image_bytes: maxBytes } = await ctx.settings.get();
      const owner = { kind: k.kind, id: row.id, accountId: row.accountId };
      await addPhotos(ctx, owner, uploadedPhotos(request, maxBytes));
      return reply.code(201).send(await photosOf(row.id));
    },
  });

  app.put(`${base}/:id/photos/order`, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      params: idParams,
      body: photoOrderBody,
      response: { 200: photosAnswer },
    },
    handler: async (request) => {
      const { row } = await authorized(request, request.params.id, 'update');
      const owner = { kind: k.kind, id: row.id, accountId: row.accountId };
      await reorderPhotos(ctx, owner, request.body.photo_ids);
      return photosOf(row.id);
    },
  });

  app.post(`${base}/:id/photos/:photoId/main`, {
    config: { access: 'signed-in' },
    schema: { tags, params: photoParams, response: { 200: photosAnswer } },
    handler: async (request) => {
      const { row } = await authorized(request, request.params.id, 'update');
      const owner = { kind: k.kind, id: row.id, accountId: row.accountId };
      await setMainPhoto(ctx, owner, request.params.photoId);
      return photosOf(row.id);
    },
  });

  app.delete(`${base}/:id/photos/:photoId`, {
    config: { access: 'signed-in' },
    schema: { tags, params: photoParams, response: { 200: photosAnswer } },
    handler: async (request) => {
      const { row } = await authorized(request, request.params.id, 'update');
      const owner = { kind: k.kind, id: row.id, accountId: row.accountId };
      await deletePhoto(ctx, owner, request.params.photoId);
      return photosOf(row.id);
    },
  });
}
