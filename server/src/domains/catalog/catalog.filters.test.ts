import fc from 'fast-check';
import { cardsPage } from '@bilim/contract/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildAccount } from '../../test/listings-factories';
import { cards } from '../listings/listings.schema';
import { catalogDictionary, type CatalogDictionary } from './catalog.dictionary';

/**
 * Property: for random catalogs and random filter selections, GET /api/cards answers exactly
 * the published cards that satisfy every chosen filter, and every facet count equals the
 * number of such cards counted in memory with that facet's own filter left out.
 */

let t: TestApp;
let dictionary: CatalogDictionary;
let accountId: number;

const ATTRIBUTE_KEYS = ['class_type', 'format', 'gender'] as const;
const STATES = ['published', 'published', 'published', 'new', 'unpublished', 'archived'] as const;

interface Pool {
  citySlugs: string[];
  cityIds: number[];
  /** Two top categories with two children each: slug, id and parent id. */
  categories: Array<{ slug: string; id: number; parentId: number | null }>;
  attributes: Record<(typeof ATTRIBUTE_KEYS)[number], string[]>;
}
let pool: Pool;

beforeAll(async () => {
  t = await createTestApp();
  dictionary = await catalogDictionary(t.db);
  accountId = (await buildAccount(t)).id;
  const tops = dictionary.categories.filter((row) => row.parentId === null).slice(0, 2);
  const picked = tops.flatMap((top) => [
    top,
    ...dictionary.categories.filter((row) => row.parentId === top.id).slice(0, 2),
  ]);
  pool = {
    citySlugs: dictionary.cities.slice(0, 3).map((row) => row.slug),
    cityIds: dictionary.cities.slice(0, 3).map((row) => row.id),
    categories: picked.map((row) => ({ slug: row.slug, id: row.id, parentId: row.parentId })),
    attributes: {
      class_type: dictionary.attributes.get('class_type') ?? [],
      format: dictionary.attributes.get('format') ?? [],
      gender: dictionary.attributes.get('gender') ?? [],
    },
  };
});
afterAll(async () => t?.close());

interface GeneratedCard {
  city: number;
  categories: number[];
  attributes: string[];
  state: (typeof STATES)[number];
  price: number | null;
}

interface Selection {
  city: number | 'unknown' | null;
  categories: number[];
  unknownCategory: boolean;
  attributes: Partial<Record<(typeof ATTRIBUTE_KEYS)[number], string[]>>;
  priceMin: number | null;
  priceMax: number | null;
}

const cardArbitrary = () =>
  fc.record({
    city: fc.nat({ max: 2 }),
    categories: fc.uniqueArray(fc.nat({ max: 5 }), { minLength: 1, maxLength: 2 }),
    attributes: fc
      .tuple(
        fc.subarray(pool.attributes.class_type),
        fc.subarray(pool.attributes.format),
        fc.subarray(pool.attributes.gender, { maxLength: 1 }),
      )
      .map(([classType, format, gender]) => [
        ...classType.map((value) => `class_type:${value}`),
        ...format.map((value) => `format:${value}`),
        ...gender.map((value) => `gender:${value}`),
      ]),
    state: fc.constantFrom(...STATES),
    price: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  });

const selectionArbitrary = () =>
  fc.record({
    city: fc.oneof(fc.constant(null), fc.constant('unknown' as const), fc.nat({ max: 2 })),
    categories: fc.uniqueArray(fc.nat({ max: 5 }), { maxLength: 2 }),
    unknownCategory: fc.boolean(),
    attributes: fc.record(
      {
        class_type: fc.subarray([...pool.attributes.class_type, 'no-such-value'], {
          minLength: 1,
        }),
        format: fc.subarray(pool.attributes.format, { minLength: 1 }),
        gender: fc.subarray(pool.attributes.gender, { minLength: 1 }),
      },
      { requiredKeys: [] },
    ),
    priceMin: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    priceMax: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  });

/** The category ids a selection's slugs stand for (a top category with its children). */
function expandedCategories(selection: Selection): Set<number> {
  const ids = new Set<number>();
  for (const index of selection.categories) {
    const category = pool.categories[index];
    if (!category) continue;
    ids.add(category.id);
    for (const child of pool.categories) if (child.parentId === category.id) ids.add(child.id);
  }
  return ids;
}

type Facet = 'city' | 'category' | (typeof ATTRIBUTE_KEYS)[number] | 'price';

/** Whether a card satisfies the selection, leaving out the filter of one facet. */
function matches(card: GeneratedCard, selection: Selection, leaveOut?: Facet): boolean {
  if (card.state !== 'published') return false;
  if (leaveOut !== 'city' && selection.city !== null) {
    if (selection.city === 'unknown' || card.city !== selection.city) return false;
  }
  if (leaveOut !== 'category' && (selection.categories.length > 0 || selection.unknownCategory)) {
    const wanted = expandedCategories(selection);
    const ids = card.categories.map((index) => pool.categories[index]?.id);
    if (!ids.some((id) => id !== undefined && wanted.has(id))) return false;
  }
  for (const key of ATTRIBUTE_KEYS) {
    const chosen = selection.attributes[key];
    if (leaveOut === key || !chosen) continue;
    if (!chosen.some((value) => card.attributes.includes(`${key}:${value}`))) return false;
  }
  if (selection.priceMin !== null && (card.price === null || card.price < selection.priceMin)) {
    return false;
  }
  if (selection.priceMax !== null && (card.price === null || card.price > selection.priceMax)) {
    return false;
  }
  return true;
}

function queryString(selection: Selection): string {
  const params = new URLSearchParams({ per_page: '100' });
  if (selection.city === 'unknown') params.append('city', 'atlantis');
  else if (selection.city !== null) params.append('city', pool.citySlugs[selection.city] ?? '');
  for (const index of selection.categories) {
    params.append('category[]', pool.categories[index]?.slug ?? '');
  }
  if (selection.unknownCategory) params.append('category[]', 'no-such-category');
  for (const key of ATTRIBUTE_KEYS) {
    for (const value of selection.attributes[key] ?? []) params.append(`${key}[]`, value);
  }
  if (selection.priceMin !== null) params.append('price_min', String(selection.priceMin));
  if (selection.priceMax !== null) params.append('price_max', String(selection.priceMax));
  // An unknown attribute key is ignored.
  params.append('no_such_attribute[]', 'x');
  return params.toString();
}

async function replaceCatalog(generated: GeneratedCard[]): Promise<number[]> {
  await t.db.delete(cards);
  if (generated.length === 0) return [];
  const rows = await t.db
    .insert(cards)
    .values(
      generated.map((card, index) => ({
        accountId,
        title: `Card ${index}`,
        shortDescription: 'A short description for the property test.',
        longDescription: 'A long description for the property test, longer than fifty characters.',
        cityId: pool.cityIds[card.city] ?? 0,
        address: 'Abay Avenue 1',
        latitude: 43.2,
        longitude: 76.9,
        categoryIds: card.categories.map((category) => pool.categories[category]?.id ?? 0),
        attributeValues: card.attributes,
        state: card.state,
        priceFrom: card.price,
        publishedAt: card.state === 'published' ? new Date() : null,
      })),
    )
    .returning({ id: cards.id });
  return rows.map((row) => row.id);
}

describe('GET /api/cards filters and facets (property)', () => {
  it('answers exactly the matching cards, with facet counts equal to the real counts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(cardArbitrary(), { maxLength: 14 }),
        selectionArbitrary(),
        async (generated, selection: Selection) => {
          const ids = await replaceCatalog(generated);
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/cards?${queryString(selection)}`,
          });
          expect(res.statusCode).toBe(200);
          const { data, meta } = cardsPage.parse(res.json());

          const expected = ids.filter((_id, index) => matches(generated[index]!, selection));
          expect(data.map((card) => card.id).sort()).toEqual([...expected].sort());
          expect(meta.total).toBe(expected.length);

          const countWhere = (leaveOut: Facet, has: (card: GeneratedCard) => boolean) =>
            generated.filter((card) => matches(card, selection, leaveOut) && has(card)).length;

          pool.citySlugs.forEach((slug, index) => {
            expect(meta.facets.city?.[slug], `city ${slug}`).toBe(
              countWhere('city', (card) => card.city === index),
            );
          });
          for (const category of pool.categories) {
            const family = (card: GeneratedCard) =>
              card.categories.some((index) => {
                const own = pool.categories[index];
                return own?.id === category.id || own?.parentId === category.id;
              });
            expect(meta.facets.category?.[category.slug], `category ${category.slug}`).toBe(
              countWhere('category', family),
            );
          }
          for (const key of ATTRIBUTE_KEYS) {
            for (const value of pool.attributes[key]) {
              expect(meta.facets[key]?.[value], `${key}:${value}`).toBe(
                countWhere(key, (card) => card.attributes.includes(`${key}:${value}`)),
              );
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
