import { z } from 'zod';
import { searchAnswer, suggestionSchema } from '@bilim/contract/discovery';
import { dataOf } from '@bilim/contract/api';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { requestLanguage } from '../../mail/language';
import { catalogDictionary } from '../catalog/catalog.dictionary';
import { readSelection } from '../catalog/catalog.filters';
import { countMatching, selectCardPage, selectEventPage } from '../catalog/catalog.queries';
import { resolveTextQuery } from '../catalog/text-search';
import { presentCardSummaries, presentEventSummaries } from '../listings/listings.presenter';
import { cards, events } from '../listings/listings.schema';
import { presentProviders } from '../providers/providers.queries';
import { searchProviders, suggest } from './search.queries';

const searchQuery = z.object({
  text: z.string().trim().max(200).default(''),
  /** City slug. */
  city: z.string().trim().max(64).optional(),
});

/** The search page's first results of each kind (the catalog pages the rest). */
const CARDS_SHOWN = 12;
const EVENTS_SHOWN = 6;
const PROVIDERS_SHOWN = 6;

/** One search across cards, events and providers, and the header's suggestions. */
export function searchRoutes(app: ZodApp, ctx: AppContext): void {
  const { db, storage } = ctx;
  const tags = ['search'];

  app.get('/api/search', {
    config: { access: 'public' },
    schema: { tags, querystring: searchQuery, response: { 200: searchAnswer } },
    handler: async (request) => {
      const { text, city } = request.query;
      const viewer = request.actor;
      const dictionary = await catalogDictionary(db);
      const query = await resolveTextQuery(db, dictionary, text);
      if (!query) {
        return {
          data: { cards: [], events: [], providers: [] },
          meta: { cards_total: 0, events_total: 0 },
        };
      }
      const now = ctx.clock();
      const cardSelection = readSelection(dictionary, { text: query, city }, 'card', now);
      const eventSelection = readSelection(dictionary, { text: query, city }, 'event', now);
      const cityId = cardSelection.cityId ?? undefined;
      const [cardPage, eventPage, providerRows, cardsTotal, eventsTotal] = await Promise.all([
        selectCardPage(db, cardSelection, { page: 1, perPage: CARDS_SHOWN }),
        selectEventPage(db, eventSelection, { page: 1, perPage: EVENTS_SHOWN }),
        cardSelection.cityId === null
          ? []
          : searchProviders(db, query, { cityId, limit: PROVIDERS_SHOWN, now }),
        countMatching(db, cards, cardSelection),
        countMatching(db, events, eventSelection),
      ]);
      const viewerId = viewer?.id ?? null;
      const [cardItems, eventItems, providers] = await Promise.all([
        presentCardSummaries(db, storage, cardPage.rows, { viewerId, dictionary, ...cardPage }),
        presentEventSummaries(db, storage, eventPage.rows, { viewerId, dictionary, ...eventPage }),
        presentProviders(db, providerRows, now),
      ]);
      return {
        data: { cards: cardItems, events: eventItems, providers },
        meta: { cards_total: cardsTotal, events_total: eventsTotal },
      };
    },
  });

  app.get('/api/search/suggest', {
    config: { access: 'public' },
    schema: {
      tags,
      querystring: searchQuery,
      response: { 200: dataOf(z.array(suggestionSchema)) },
    },
    handler: async (request) => {
      const dictionary = await catalogDictionary(db);
      const query = await resolveTextQuery(db, dictionary, request.query.text);
      if (!query) return { data: [] };
      const language = requestLanguage(request.headers['accept-language']);
      return {
        data: await suggest(db, dictionary, query, language, ctx.clock()),
      };
    },
  });
}
