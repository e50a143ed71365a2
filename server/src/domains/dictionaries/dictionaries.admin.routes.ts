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
import type { AppContext } from '../../context';
import { CSV_MAX_ROWS, sendCsv, spreadsheetText } from '../../lib/csv';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
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

/**
 * The admin's cities, categories, tags and languages (spec §2 admin/cities, admin/categories,
 * admin/languages; §3 tags). Everyone reads them at GET /api/cities, /api/catalog, /api/tags and
 * /api/languages (dictionaries.routes.ts).
 */
export function dictionariesAdminRoutes(app: ZodApp, { db }: AppContext): void {
  const config = { access: 'manage:dictionaries' as const };
  const tags = ['admin'];

  app.get('/api/admin/cities', {
    config,
    schema: { tags, querystring: adminCitiesQuery, response: { 200: adminCitiesAnswer } },
    handler: async (request) => {
      const { rows, total } = await listAdminCities(db, request.query);
      return presentList(rows, {
        current: request.query.page,
        perPage: request.query.per_page,
        total,
      });
    },
  });

  app.get('/api/admin/cities.csv', {
    config,
    schema: {
      tags,
      querystring: adminCitiesQuery.omit({ page: true, per_page: true }),
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { rows } = await listAdminCities(db, {
        ...request.query,
        page: 1,
        per_page: CSV_MAX_ROWS,
      });
      return sendCsv(reply, `bilim-cities-${calendarDay(new Date())}.csv`, [
        [
          'id',
          'slug',
          'title_en',
          'title_ru',
          'title_kz',
          'latitude',
          'longitude',
          'population',
          'cards',
          'events',
        ],
        ...rows.map((row) => [
          row.id,
          row.slug,
          spreadsheetText(row.title.en),
          spreadsheetText(row.title.ru),
          spreadsheetText(row.title.kz),
          row.latitude,
          row.longitude,
          row.population,
          row.cards,
          row.events,
        ]),
      ]);
    },
  });

  app.get('/api/admin/cities/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: adminCityAnswer } },
    handler: async (request) => ({ data: await findAdminCity(db, request.params.id) }),
  });

  app.post('/api/admin/cities', {
    config,
    schema: { tags, body: cityBody, response: { 201: adminCityAnswer } },
    handler: async (request, reply) => {
      const city = await createCity(db, currentActor(request), request.body);
      return reply.code(201).send({ data: city });
    },
  });

  app.put('/api/admin/cities/:id', {
    config,
    schema: { tags, params: idParams, body: cityBody, response: { 200: adminCityAnswer } },
    handler: async (request) => ({
      data: await updateCity(db, currentActor(request), request.params.id, request.body),
    }),
  });

  app.delete('/api/admin/cities/:id', {
    config,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await deleteCity(db, currentActor(request), request.params.id);
      return reply.code(204).send();
    },
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

  app.get('/api/admin/tags', {
    config,
    schema: { tags, querystring: adminTagsQuery, response: { 200: adminTagsAnswer } },
    handler: async (request) => {
      const { rows, total } = await listAdminTags(db, request.query);
      return presentList(rows, {
        current: request.query.page,
        perPage: request.query.per_page,
        total,
      });
    },
  });

  app.get('/api/admin/tags.csv', {
    config,
    schema: {
      tags,
      querystring: adminTagsQuery.omit({ page: true, per_page: true }),
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { rows } = await listAdminTags(db, {
        ...request.query,
        page: 1,
        per_page: CSV_MAX_ROWS,
      });
      return sendCsv(reply, `bilim-tags-${calendarDay(new Date())}.csv`, [
        ['id', 'slug', 'title_en', 'title_ru', 'title_kz', 'cards'],
        ...rows.map((row) => [
          row.id,
          row.slug,
          spreadsheetText(row.title.en),
          spreadsheetText(row.title.ru),
          spreadsheetText(row.title.kz),
          row.cards,
        ]),
      ]);
    },
  });

  app.get('/api/admin/tags/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: adminTagAnswer } },
    handler: async (request) => ({ data: await findAdminTag(db, request.params.id) }),
  });

  app.post('/api/admin/tags', {
    config,
    schema: { tags, body: tagBody, response: { 201: adminTagAnswer } },
    handler: async (request, reply) => {
      const tag = await createTag(db, currentActor(request), request.body);
      return reply.code(201).send({ data: tag });
    },
  });

  app.put('/api/admin/tags/:id', {
    config,
    schema: { tags, params: idParams, body: tagBody, response: { 200: adminTagAnswer } },
    handler: async (request) => ({
      data: await updateTag(db, currentActor(request), request.params.id, request.body),
    }),
  });

  app.delete('/api/admin/tags/:id', {
    config,
    schema: { tags, params: idParams },
    handler: async (request, reply) => {
      await deleteTag(db, currentActor(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
