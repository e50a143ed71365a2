import { z } from 'zod';
import { dataOf } from '@bilim/contract/api';
import { mainSchema } from '@bilim/contract/discovery';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { catalogDictionary } from '../catalog/catalog.dictionary';
import { cityCondition, publicListingCondition, readSelection } from '../catalog/catalog.filters';
import { rowsOf } from '../../db/db';
import {
  categoryCountStatement,
  selectCardPage,
  selectEventPage,
  where,
} from '../catalog/catalog.queries';
import { presentTitle } from '../dictionaries/dictionaries.presenter';
import { promotedCardIds } from '../cards/card-promotion';
import {
  loadCardSummaries,
  presentCardSummaries,
  presentEventSummaries,
} from '../listings/listings.presenter';
import { cards } from '../listings/listings.schema';

const mainQuery = z.object({
  /** City slug; all cities when left out. */
  city: z.string().trim().max(64).optional(),
});

const SHOWN = 8;

/** GET /api/main: the home page of a city. */
export function homeRoutes(app: ZodApp, { db, storage, clock }: AppContext): void {
  app.get('/api/main', {
    config: { access: 'public' },
    schema: { tags: ['home'], querystring: mainQuery, response: { 200: dataOf(mainSchema) } },
    handler: async (request) => {
      const viewer = request.actor;
      const dictionary = await catalogDictionary(db);
      const { city } = request.query;
      const now = clock();
      const top = readSelection(dictionary, { city, sort: 'rating' }, 'card', now);
      const newest = readSelection(dictionary, { city, sort: 'newest' }, 'card', now);
      const upcoming = readSelection(dictionary, { city }, 'event', now);
      const first = { page: 1, perPage: SHOWN };
      const [counts, topPage, newPage, eventPage, promotedIds] = await Promise.all([
        rowsOf<{ value: string; count: number }>(
          db,
          categoryCountStatement(
            cards,
            where(publicListingCondition(cards, now), cityCondition(cards, top)),
          ),
        ),
        selectCardPage(db, top, first),
        selectCardPage(db, newest, first),
        selectEventPage(db, upcoming, first),
        promotedCardIds(db, now, top.cityId),
      ]);
      const countById = new Map(counts.map((row) => [Number(row.value), Number(row.count)]));
      const viewerId = viewer?.id ?? null;
      const [promotedCards, topCards, newCards, upcomingEvents] = await Promise.all([
        loadCardSummaries(db, storage, promotedIds.slice(0, SHOWN), { viewerId }),
        presentCardSummaries(db, storage, topPage.rows, { viewerId }),
        presentCardSummaries(db, storage, newPage.rows, { viewerId }),
        presentEventSummaries(db, storage, eventPage.rows, { viewerId }),
      ]);
      return {
        data: {
          categories: dictionary.categories
            .filter((row) => row.parentId === null)
            .map((row) => ({
              id: row.id,
              slug: row.slug,
              title: presentTitle(row),
              cards_count: countById.get(row.id) ?? 0,
            })),
          promoted_cards: promotedCards,
          top_cards: topCards,
          new_cards: newCards,
          upcoming_events: upcomingEvents,
        },
      };
    },
  });
}
