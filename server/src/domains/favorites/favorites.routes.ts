import { z } from 'zod';
import { cardSummarySchema } from '@bilim/contract/cards';
import { eventSummarySchema } from '@bilim/contract/events';
import { idParams, pageOf, pageQuery as pageParams } from '@bilim/contract/api';
import { PER_PAGE_DEFAULT } from '@bilim/contract/constants';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { currentActor } from '../auth/authenticate';
import { presentCardSummaries, presentEventSummaries } from '../listings/listings.presenter';
import {
  addFavoriteCard,
  addFavoriteEvent,
  listFavoriteCards,
  listFavoriteEvents,
  removeFavoriteCard,
  removeFavoriteEvent,
} from './favorites.commands';

const pageQuery = z.object(pageParams(PER_PAGE_DEFAULT));

/** The signed-in user's favorite cards and events: the token decides whose, so no policy is asked. */
export function favoritesRoutes(app: ZodApp, { db, storage, clock }: AppContext): void {
  const common = { config: { access: 'signed-in' as const } };
  const tags = ['favorites'];

  app.get('/api/favorites/cards', {
    ...common,
    schema: {
      tags,
      querystring: pageQuery,
      response: { 200: pageOf(cardSummarySchema) },
    },
    handler: async (request) => {
      const { id } = currentActor(request);
      const page = { page: request.query.page, perPage: request.query.per_page };
      const { rows, total } = await listFavoriteCards(db, id, page, clock());
      const data = await presentCardSummaries(db, storage, rows, { viewerId: id });
      return presentList(data, { current: page.page, perPage: page.perPage, total });
    },
  });

  app.get('/api/favorites/events', {
    ...common,
    schema: {
      tags,
      querystring: pageQuery,
      response: { 200: pageOf(eventSummarySchema) },
    },
    handler: async (request) => {
      const { id } = currentActor(request);
      const page = { page: request.query.page, perPage: request.query.per_page };
      const { rows, total } = await listFavoriteEvents(db, id, page, clock());
      const data = await presentEventSummaries(db, storage, rows, { viewerId: id });
      return presentList(data, { current: page.page, perPage: page.perPage, total });
    },
  });

  app.put('/api/favorites/cards/:id', {
    ...common,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await addFavoriteCard(db, currentActor(request).id, request.params.id, clock());
      return reply.code(204).send();
    },
  });

  app.delete('/api/favorites/cards/:id', {
    ...common,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await removeFavoriteCard(db, currentActor(request).id, request.params.id);
      return reply.code(204).send();
    },
  });

  app.put('/api/favorites/events/:id', {
    ...common,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await addFavoriteEvent(db, currentActor(request).id, request.params.id, clock());
      return reply.code(204).send();
    },
  });

  app.delete('/api/favorites/events/:id', {
    ...common,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await removeFavoriteEvent(db, currentActor(request).id, request.params.id);
      return reply.code(204).send();
    },
  });
}
