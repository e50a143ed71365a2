import { dataOf } from '@bilim/contract/api';
import { catalogSchema, citySchema, languageSchema } from '@bilim/contract/dictionaries';
import { asc, desc } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../http/types';
import {
  categories,
  cities,
  filterAttributes,
  filterAttributeValues,
  languages,
} from './dictionaries.schema';
import {
  presentAttributes,
  presentCategoryTree,
  presentCity,
  presentLanguage,
} from './dictionaries.presenter';

export function dictionariesRoutes(app: ZodApp, { db }: AppContext): void {
  const tags = ['dictionaries'];

  app.get('/api/languages', {
    schema: { tags, response: { 200: dataOf(z.array(languageSchema)) } },
    handler: async () => {
      const rows = await db.select().from(languages).orderBy(asc(languages.position));
      return { data: rows.map(presentLanguage) };
    },
  });

  app.get('/api/cities', {
    schema: { tags, response: { 200: dataOf(z.array(citySchema)) } },
    handler: async () => {
      const rows = await db
        .select()
        .from(cities)
        .orderBy(desc(cities.population), asc(cities.titleEn));
      return { data: rows.map(presentCity) };
    },
  });

  app.get('/api/catalog', {
    schema: { tags, response: { 200: dataOf(catalogSchema) } },
    handler: async () => {
      const [categoryRows, attributeRows, valueRows] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
        db.select().from(filterAttributes).orderBy(asc(filterAttributes.position)),
        db
          .select()
          .from(filterAttributeValues)
          .orderBy(asc(filterAttributeValues.attributeKey), asc(filterAttributeValues.position)),
      ]);
      return {
        data: {
          categories: presentCategoryTree(categoryRows),
          attributes: presentAttributes(attributeRows, valueRows),
        },
      };
    },
  });
}
