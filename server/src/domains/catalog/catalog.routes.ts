import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataOf, idParams } from '@bilim/contract/api';
import { cardDetailAnswer, cardsPage, cardsQuery } from '@bilim/contract/cards';
import { eventDetailAnswer, eventsPage, eventsQuery } from '@bilim/contract/events';
import { contactSchema, type ListingState } from '@bilim/contract/listings';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import {
  NO_POLICIES,
  presentCardDetail,
  presentEventDetail,
  type DetailOptions,
} from '../listings/listing-detail.presenter';
import { listingTable, type ListingKind } from '../listings/listing-kinds';
import { listingPolicies } from '../listings/listings.policy';
import {
  presentCardSummaries,
  presentEventSummaries,
  type SummaryOptions,
} from '../listings/listings.presenter';
import { catalogDictionary } from './catalog.dictionary';
import { resolveTextQuery, type TextQuery } from './text-search';
import { countToday, findPublicCard, findPublicEvent } from './catalog.commands';
import {
  numberParam,
  readSelection,
  type ListingParams,
  type ListingSelection,
} from './catalog.filters';
import {
  countFacets,
  selectCardPage,
  selectEventPage,
  type PageDecorations,
  type PageRequest,
} from './catalog.queries';

const contactsAnswer = dataOf(z.array(contactSchema));

/** The known list parameters, and the rest (filter attributes) as `extra`. */
function listParams(query: Record<string, unknown>, text: TextQuery | undefined): ListingParams {
  const {
    text: _text,
    city,
    category,
    tag,
    sort,
    lat,
    lon,
    user,
    price_min,
    price_max,
    date_from,
    date_to,
    past,
    free,
    page: _page,
    per_page: _perPage,
    ...extra
  } = query as Omit<ListingParams, 'text'> & Record<string, unknown>;
  return {
    text,
    city,
    category,
    tag,
    sort,
    lat,
    lon,
    user,
    // Events take the price bounds as further parameters (their query has no fields for them).
    price_min: typeof price_min === 'number' ? price_min : numberParam(price_min),
    price_max: typeof price_max === 'number' ? price_max : numberParam(price_max),
    date_from,
    date_to,
    past,
    free,
    extra,
  };
}

/**
 * The public catalog: lists of published cards and events with filters, facets, text search
 * and sorts; their pages (counting views) and contact reveals (counted). Signing in is
 * optional: it only marks favorites and the owner's `policies`.
 */
export function catalogRoutes(app: ZodApp, ctx: AppContext): void {
  const { db, storage } = ctx;
  const tags = ['catalog'];

  /**
   * One public list for either kind: the selection from the query, the page and the facet
   * counts side by side, then the summaries and the page's meta.
   */
  async function answerList<Row extends { id: number }, Summary>(
    request: FastifyRequest,
    query: Record<string, unknown> & { page: number; per_page: number },
    kind: ListingKind,
    selectPage: (
      executor: typeof db,
      selection: ListingSelection,
      page: PageRequest,
    ) => Promise<{ rows: Row[] } & PageDecorations>,
    present: (
      executor: typeof db,
      files: typeof storage,
      rows: Row[],
      options: SummaryOptions,
    ) => Promise<Summary[]>,
  ) {
    const viewer = request.actor;
    const dictionary = await catalogDictionary(db);
    const text = await resolveTextQuery(db, dictionary, query.text as string | undefined);
    const selection = readSelection(dictionary, listParams(query, text), kind, ctx.clock());
    const page = { page: query.page, perPage: query.per_page };
    const [found, counts] = await Promise.all([
      selectPage(db, selection, page),
      countFacets(db, listingTable(kind), selection, dictionary),
    ]);
    const data = await present(db, storage, found.rows, {
      viewerId: viewer?.id ?? null,
      distances: found.distances,
      highlights: found.highlights,
      dictionary,
    });
    const list = presentList(data, {
      current: page.page,
      perPage: page.perPage,
      total: counts.total,
    });
    return { data, meta: { ...list.meta, facets: counts.facets } };
  }

  app.get('/api/cards', {
    config: { access: 'public' },
    schema: { tags, querystring: cardsQuery, response: { 200: cardsPage } },
    handler: (request) =>
      answerList(request, request.query, 'card', selectCardPage, presentCardSummaries),
  });

  app.get('/api/events', {
    config: { access: 'public' },
    schema: { tags, querystring: eventsQuery, response: { 200: eventsPage } },
    handler: (request) =>
      answerList(request, request.query, 'event', selectEventPage, presentEventSummaries),
  });

  /** Counting must never fail or slow the page: it runs after the answer, failures logged. */
  const count = (kind: ListingKind, id: number, counter: 'views' | 'contactReveals') =>
    ctx.tasks.run(`count ${kind} ${counter}`, () => countToday(db, kind, id, counter));

  /** A record's public page (counting the view); signed in, the viewer's favorite and policies. */
  async function answerDetail<
    Row extends { id: number; state: ListingState; pinned: boolean },
    Detail,
  >(
    request: FastifyRequest,
    kind: ListingKind,
    found: { row: Row; ownerUserId: number },
    present: (
      executor: typeof db,
      files: typeof storage,
      row: Row,
      options: DetailOptions,
    ) => Promise<Detail>,
  ) {
    const { row, ownerUserId } = found;
    const viewer = request.actor;
    const dictionary = await catalogDictionary(db);
    count(kind, row.id, 'views');
    const subject = { ownerUserId, state: row.state, pinned: row.pinned };
    return {
      data: await present(db, storage, row, {
        viewerId: viewer?.id ?? null,
        dictionary,
        showContacts: false,
        policies: viewer ? listingPolicies(viewer, subject) : NO_POLICIES,
      }),
    };
  }

  app.get('/api/cards/:id', {
    config: { access: 'public' },
    schema: { tags, params: idParams, response: { 200: cardDetailAnswer } },
    handler: async (request) =>
      answerDetail(
        request,
        'card',
        await findPublicCard(db, request.params.id, ctx.clock()),
        presentCardDetail,
      ),
  });

  app.get('/api/events/:id', {
    config: { access: 'public' },
    schema: { tags, params: idParams, response: { 200: eventDetailAnswer } },
    handler: async (request) =>
      answerDetail(
        request,
        'event',
        await findPublicEvent(db, request.params.id, ctx.clock()),
        presentEventDetail,
      ),
  });

  // Revealing a record's contacts is counted.
  const findPublic = { card: findPublicCard, event: findPublicEvent };
  for (const kind of ['card', 'event'] as const) {
    app.post(`/api/${kind}s/:id/contacts`, {
      config: { access: 'public' },
      schema: { tags, params: idParams, response: { 200: contactsAnswer } },
      handler: async (request) => {
        const { row } = await findPublic[kind](db, request.params.id, ctx.clock());
        count(kind, row.id, 'contactReveals');
        return { data: row.contacts.map(({ type, value }) => ({ type, value })) };
      },
    });
  }
}
