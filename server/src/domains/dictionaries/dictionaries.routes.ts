import { dataOf, pageOf } from '@bilim/contract/api';
import { catalogSchema, citySchema, languageSchema } from '@bilim/contract/dictionaries';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import { presentList } from '../../lib/presenter';
import { listCities, listLanguages, loadCatalog } from './dictionaries.queries';
import {
  presentAttributes,
  presentCategoryTree,
  presentCity,
  presentLanguage,
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
