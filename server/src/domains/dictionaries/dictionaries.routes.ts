import { dataOf, pageOf } from '@bilim/contract/api';
import { catalogSchema, citySchema, languageSchema, tagSchema } from '@bilim/contract/dictionaries';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { listCities, listLanguages, listTags, loadCatalog } from './dictionaries.queries';
import {
  presentAttributes,
  presentCategoryTree,
  presentCity,
  presentLanguage,
  presentTag,
} from './dictionaries.presenter';

export function dictionariesRoutes(app: ZodApp, { db }: AppContext): void {
  const tags = ['dictionaries'];

  app.get('/api/languages', {
    config: { access: 'public' },
    schema: { tags, response: { 200: pageOf(languageSchema) } },
    handler: async () => presentList((await listLanguages(db)).map(presentLanguage)),
  });

  app.get('/api/cities', {
    config: { access: 'public' },
    schema: { tags, response: { 200: pageOf(citySchema) } },
    handler: async () => presentList((await listCities(db)).map(presentCity)),
  });

  app.get('/api/tags', {
    config: { access: 'public' },
    schema: { tags, response: { 200: pageOf(tagSchema) } },
    handler: async () => presentList((await listTags(db)).map(presentTag)),
  });

  app.get('/api/catalog', {
    config: { access: 'public' },
    schema: { tags, response: { 200: dataOf(catalogSchema) } },
    handler: async () => {
      const { categoryRows, attributeRows, valueRows } = await loadCatalog(db);
      return {
        data: {
          categories: presentCategoryTree(categoryRows),
          attributes: presentAttributes(attributeRows, valueRows),
        },
      };
    },
  });
}
