import { idParams, pageOf } from '@bilim/contract/api';
import { slideSchema } from '@bilim/contract/discovery';
import {
  slideFields,
  slideOrderBody,
  staffSlideAnswer,
  staffSlidesAnswer,
} from '@bilim/contract/staff';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { readMultipartForm } from '../../http/multipart';
import type { ZodApp } from '../../http/types';
import { parseFields } from '../../http/validation';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import {
  createSlide,
  deleteSlide,
  findSlide,
  listSlides,
  presentSlide,
  presentStaffSlide,
  reorderSlides,
  showingSlides,
  updateSlide,
} from './slides.commands';

const slidesQuery = z.object({
  /** City slug: that city's slides and those of every city; all cities' when left out. */
  city: z.string().trim().max(64).optional(),
});

/**
 * GET /api/slides: the home page slider as a visitor of a city sees it now. Staff manage the
 * slides under /api/support/slides (multipart forms: the fields and an `image` file).
 */
export function slidesRoutes(app: ZodApp, ctx: AppContext): void {
  const { db, clock } = ctx;
  const tags = ['home'];

  app.get('/api/slides', {
    config: { access: 'public' },
    schema: { tags, querystring: slidesQuery, response: { 200: pageOf(slideSchema) } },
    handler: async (request) =>
      presentList((await showingSlides(db, clock(), request.query.city)).map(presentSlide)),
  });

  /** A slide form: its fields validated by the contract, and its picture (if one came). */
  async function slideForm(request: FastifyRequest) {
    const { max_image_bytes: maxBytes } = await ctx.settings.get();
    const { fields, file } = await readMultipartForm(request, { fileField: 'image', maxBytes });
    return { input: parseFields(slideFields, fields), image: file };
  }

  const staff = { access: 'manage:slides' as const };
  const staffTags = ['staff'];

  app.get('/api/support/slides', {
    config: staff,
    schema: { tags: staffTags, response: { 200: staffSlidesAnswer } },
    handler: async () => {
      const now = clock();
      return { data: (await listSlides(db)).map((row) => presentStaffSlide(row, now)) };
    },
  });

  app.get('/api/support/slides/:id', {
    config: staff,
    schema: { tags: staffTags, params: idParams, response: { 200: staffSlideAnswer } },
    handler: async (request) => ({
      data: presentStaffSlide(await findSlide(db, request.params.id), clock()),
    }),
  });

  app.post('/api/support/slides', {
    config: staff,
    schema: {
      tags: staffTags,
      consumes: ['multipart/form-data'],
      response: { 201: staffSlideAnswer },
    },
    handler: async (request, reply) => {
      const { input, image } = await slideForm(request);
      const row = await createSlide(ctx, currentActor(request), input, image);
      return reply.code(201).send({ data: presentStaffSlide(row, clock()) });
    },
  });

  app.put('/api/support/slides/:id', {
    config: staff,
    schema: {
      tags: staffTags,
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 200: staffSlideAnswer },
    },
    handler: async (request) => {
      const { input, image } = await slideForm(request);
      const row = await updateSlide(ctx, currentActor(request), request.params.id, input, image);
      return { data: presentStaffSlide(row, clock()) };
    },
  });

  app.delete('/api/support/slides/:id', {
    config: staff,
    schema: { tags: staffTags, params: idParams },
    handler: async (request, reply) => {
      await deleteSlide(ctx, currentActor(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.put('/api/support/slide-order', {
    config: staff,
    schema: { tags: staffTags, body: slideOrderBody, response: { 200: staffSlidesAnswer } },
    handler: async (request) => {
      await reorderSlides(db, currentActor(request), request.body.ids);
      const now = clock();
      return { data: (await listSlides(db)).map((row) => presentStaffSlide(row, now)) };
    },
  });
}
