import {
  adminCategoriesAnswer,
  adminCategoryAnswer,
  adminCitiesAnswer,
  adminCitiesQuery,
  adminCityAnswer,
  categoryBody,
  categoryOrderBody,
  cityBody,
  adminLanguageAnswer,
  adminLanguagesAnswer,
  languageCreateBody,
  languageParams,
  languageUpdateBody,
  adminTagAnswer,
  adminTagsAnswer,
  adminTagsQuery,
  tagBody,
} from '@bilim/contract/admin';
import { idParams } from '@bilim/contract/api';
import { calendarDay } from '@bilim/contract/calendar';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db, Executor } from '../../db/db';
import { CSV_MAX_ROWS, sendCsv, spreadsheetText } from '../../lib/csv';
import type { ZodApp } from '../../http/types';
import { presentList, type ListAnswer } from '../../lib/presenter';
import type { AuditedActor } from '../audit/audit';
import { currentActor } from '../auth/authenticate';
import {
  createCategory,
  deleteCategory,
  findAdminCategory,
  listAdminCategories,
  reorderCategories,
  updateCategory,
} from './categories.admin';
import { createCity, deleteCity, findAdminCity, listAdminCities, updateCity } from './cities.admin';
import {
  createLanguage,
  deleteLanguage,
  findAdminLanguage,
  listAdminLanguages,
  updateLanguage,
} from './languages.admin';
import { createTag, deleteTag, findAdminTag, listAdminTags, updateTag } from './tags.admin';

const config = { access: 'manage:dictionaries' as const };
const tags = ['admin'];

/**
 * The admin's cities, categories, tags and languages (spec §2 admin/cities, admin/categories,
 * admin/languages; §3 tags). Everyone reads them at GET /api/cities, /api/catalog, /api/tags and
 * /api/languages (dictionaries.routes.ts).
 */
export function dictionariesAdminRoutes(app: ZodApp, { db }: AppContext): void {
  pagedDictionaryRoutes(app, db, {
    path: 'cities',
    query: adminCitiesQuery,
    listAnswer: adminCitiesAnswer,
    itemAnswer: adminCityAnswer,
    body: cityBody,
    list: listAdminCities,
    find: findAdminCity,
    create: createCity,
    update: updateCity,
    remove: deleteCity,
    csvColumns: ['latitude', 'longitude', 'population', 'cards', 'events'],
    csvCells: (row) => [row.latitude, row.longitude, row.population, row.cards, row.events],
  });

  app.get('/api/admin/categories', {
    config,
    schema: { tags, response: { 200: adminCategoriesAnswer } },
    handler: async () => ({ data: await listAdminCategories(db) }),
  });

  app.get('/api/admin/categories/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: adminCategoryAnswer } },
    handler: async (request) => ({ data: await findAdminCategory(db, request.params.id) }),
  });

  app.post('/api/admin/categories', {
    config,
    schema: { tags, body: categoryBody, response: { 201: adminCategoryAnswer } },
    handler: async (request, reply) => {
      const category = await createCategory(db, currentActor(request), request.body);
      return reply.code(201).send({ data: category });
    },
  });

  // Registered before /:id so that "order" is not read as an id.
  app.put('/api/admin/categories/order', {
    config,
    schema: { tags, body: categoryOrderBody },
    handler: async (request, reply) => {
      await reorderCategories(db, currentActor(request), request.body);
      return reply.code(204).send();
    },
  });

  app.put('/api/admin/categories/:id', {
    config,
    schema: {
      tags,
      params: idParams,
      body: categoryBody,
      response: { 200: adminCategoryAnswer },
    },
    handler: async (request) => ({
      data: await updateCategory(db, currentActor(request), request.params.id, request.body),
    }),
  });

  app.delete('/api/admin/categories/:id', {
    config,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await deleteCategory(db, currentActor(request), request.params.id);
      return reply.code(204).send();
    },
  });

  app.get('/api/admin/languages', {
    config,
    schema: { tags, response: { 200: adminLanguagesAnswer } },
    handler: async () => ({ data: await listAdminLanguages(db) }),
  });

  app.get('/api/admin/languages/:code', {
    config,
    schema: { tags, params: languageParams, response: { 200: adminLanguageAnswer } },
    handler: async (request) => ({ data: await findAdminLanguage(db, request.params.code) }),
  });

  app.post('/api/admin/languages', {
    config,
    schema: { tags, body: languageCreateBody, response: { 201: adminLanguageAnswer } },
    handler: async (request, reply) => {
      const language = await createLanguage(db, currentActor(request), request.body);
      return reply.code(201).send({ data: language });
    },
  });

  app.put('/api/admin/languages/:code', {
    config,
    schema: {
      tags,
      params: languageParams,
      body: languageUpdateBody,
      response: { 200: adminLanguageAnswer },
    },
    handler: async (request) => ({
      data: await updateLanguage(db, currentActor(request), request.params.code, request.body),
    }),
  });

  app.delete('/api/admin/languages/:code', {
    config,
    schema: { tags, params: languageParams },
    handler: async (request, reply) => {
      await deleteLanguage(db, currentActor(request), request.params.code);
      return reply.code(204).send();
    },
  });

  pagedDictionaryRoutes(app, db, {
    path: 'tags',
    query: adminTagsQuery,
    listAnswer: adminTagsAnswer,
    itemAnswer: adminTagAnswer,
    body: tagBody,
    list: listAdminTags,
    find: findAdminTag,
    create: createTag,
    update: updateTag,
    remove: deleteTag,
    csvColumns: ['cards'],
    csvCells: (row) => [row.cards],
  });
}

/** A paged dictionary's list query: a page and a search text (the cities' and the tags' alike). */
type SearchQuery = typeof adminCitiesQuery | typeof adminTagsQuery;

/** A dictionary's record: its id, its slug and its title in each language. */
interface NamedRecord {
  id: number;
  slug: string;
  title: { en: string; ru: string; kz: string };
}

/** What a paged dictionary (cities, tags) brings to its admin calls; the calls are the same. */
interface PagedDictionary<TItem extends NamedRecord, TInput> {
  /** The URL segment and the export's name: /api/admin/<path>, bilim-<path>-<day>.csv. */
  path: 'cities' | 'tags';
  query: SearchQuery;
  listAnswer: z.ZodType<ListAnswer<TItem>>;
  itemAnswer: z.ZodType<{ data: TItem }>;
  body: z.ZodType<TInput>;
  list(db: Executor, query: z.output<SearchQuery>): Promise<{ rows: TItem[]; total: number }>;
  find(db: Executor, id: number): Promise<TItem>;
  create(db: Db, actor: AuditedActor, input: TInput): Promise<TItem>;
  update(db: Db, actor: AuditedActor, id: number, input: TInput): Promise<TItem>;
  remove(db: Db, actor: AuditedActor, id: number): Promise<void>;
  /** The export's columns after id, slug and the titles: their names, and a record's cells. */
  csvColumns: string[];
  csvCells(row: TItem): Array<string | number | null>;
}

/**
 * A paged dictionary's admin calls under /api/admin/<path>: the searched page, its CSV export
 * (every match, up to CSV_MAX_ROWS), one record, create (201), update and delete (204).
 */
function pagedDictionaryRoutes<TItem extends NamedRecord, TInput>(
  app: ZodApp,
  db: Db,
  d: PagedDictionary<TItem, TInput>,
): void {
  const base = `/api/admin/${d.path}`;
  // The type provider cannot see through a generic schema; `d.body` has validated the body.
  const bodyOf = (request: FastifyRequest) => request.body as TInput;

  app.get(base, {
    config,
    schema: { tags, querystring: d.query, response: { 200: d.listAnswer } },
    handler: async (request) => {
      const { rows, total } = await d.list(db, request.query);
      return presentList(rows, {
        current: request.query.page,
        perPage: request.query.per_page,
        total,
      });
    },
  });

  app.get(`${base}.csv`, {
    config,
    schema: {
      tags,
      querystring: d.query.omit({ page: true, per_page: true }),
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { rows } = await d.list(db, {
        ...request.query,
        page: 1,
        per_page: CSV_MAX_ROWS,
      });
      return sendCsv(reply, `bilim-${d.path}-${calendarDay(new Date())}.csv`, [
        ['id', 'slug', 'title_en', 'title_ru', 'title_kz', ...d.csvColumns],
        ...rows.map((row) => [
          row.id,
          row.slug,
          spreadsheetText(row.title.en),
          spreadsheetText(row.title.ru),
          spreadsheetText(row.title.kz),
          ...d.csvCells(row),
        ]),
      ]);
    },
  });

  app.get(`${base}/:id`, {
    config,
    schema: { tags, params: idParams, response: { 200: d.itemAnswer } },
    handler: async (request) => ({ data: await d.find(db, request.params.id) }),
  });

  app.post(base, {
    config,
    schema: { tags, body: d.body, response: { 201: d.itemAnswer } },
    handler: async (request, reply) => {
      const item = await d.create(db, currentActor(request), bodyOf(request));
      return reply.code(201).send({ data: item });
    },
  });

  app.put(`${base}/:id`, {
    config,
    schema: { tags, params: idParams, body: d.body, response: { 200: d.itemAnswer } },
    handler: async (request) => ({
      data: await d.update(db, currentActor(request), request.params.id, bodyOf(request)),
    }),
  });

  app.delete(`${base}/:id`, {
    config,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await d.remove(db, currentActor(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
