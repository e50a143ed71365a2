import { LANGUAGE_INFO } from '@bilim/contract/constants';
import { cityInput } from '@bilim/contract/dictionaries';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { CATEGORIES } from './data/categories';
import { CITIES } from './data/cities';
import { FILTER_ATTRIBUTES } from './data/filter-attributes';
import {
  categories,
  cities,
  filterAttributes,
  filterAttributeValues,
  languages,
} from './dictionaries.schema';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Upserts the dictionaries (languages, cities, categories, filter attributes) from the data files.
 * Runs on every start; rows are matched by their natural keys, so ids stay stable.
 */
export async function seedDictionaries(db: Db): Promise<void> {
  const cityRows = CITIES.map((city) => {
    const parsed = cityInput.safeParse(city);
    if (!parsed.success) {
      throw new Error(`Invalid city in the seed (${city.slug}): ${parsed.error.message}`);
    }
    return parsed.data;
  });

  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(LANGUAGE_INFO.map((language, position) => ({ ...language, position })))
      .onConflictDoUpdate({
        target: languages.code,
        set: { title: excluded('title'), flg: excluded('flg'), position: excluded('position') },
      });

    if (cityRows.length > 0) {
      await tx
        .insert(cities)
        .values(
          cityRows.map((city) => ({
            slug: city.slug,
            titleEn: city.title.en,
            titleRu: city.title.ru,
            titleKz: city.title.kz,
            latitude: city.latitude,
            longitude: city.longitude,
            population: city.population,
          })),
        )
        .onConflictDoUpdate({
          target: cities.slug,
          set: {
            titleEn: excluded('title_en'),
            titleRu: excluded('title_ru'),
            titleKz: excluded('title_kz'),
            latitude: excluded('latitude'),
            longitude: excluded('longitude'),
            population: excluded('population'),
          },
        });
    }

    const categorySet = {
      parentId: excluded('parent_id'),
      titleEn: excluded('title_en'),
      titleRu: excluded('title_ru'),
      titleKz: excluded('title_kz'),
      position: excluded('position'),
    };
    for (const [position, top] of CATEGORIES.entries()) {
      const [parent] = await tx
        .insert(categories)
        .values({
          slug: top.slug,
          parentId: null,
          titleEn: top.title.en,
          titleRu: top.title.ru,
          titleKz: top.title.kz,
          position,
        })
        .onConflictDoUpdate({ target: categories.slug, set: categorySet })
        .returning({ id: categories.id });
      if (!parent) throw new Error(`category upsert returned nothing (${top.slug})`);
      if (top.children.length === 0) continue;
      await tx
        .insert(categories)
        .values(
          top.children.map((child, childPosition) => ({
            slug: child.slug,
            parentId: parent.id,
            titleEn: child.title.en,
            titleRu: child.title.ru,
            titleKz: child.title.kz,
            position: childPosition,
          })),
        )
        .onConflictDoUpdate({ target: categories.slug, set: categorySet });
    }

    for (const [position, attribute] of FILTER_ATTRIBUTES.entries()) {
      await tx
        .insert(filterAttributes)
        .values({
          key: attribute.key,
          titleEn: attribute.title.en,
          titleRu: attribute.title.ru,
          titleKz: attribute.title.kz,
          multiple: attribute.multiple,
          position,
        })
        .onConflictDoUpdate({
          target: filterAttributes.key,
          set: {
            titleEn: excluded('title_en'),
            titleRu: excluded('title_ru'),
            titleKz: excluded('title_kz'),
            multiple: excluded('multiple'),
            position: excluded('position'),
          },
        });
      if (attribute.values.length === 0) continue;
      await tx
        .insert(filterAttributeValues)
        .values(
          attribute.values.map((value, valuePosition) => ({
            attributeKey: attribute.key,
            value: value.value,
            titleEn: value.title.en,
            titleRu: value.title.ru,
            titleKz: value.title.kz,
            position: valuePosition,
          })),
        )
        .onConflictDoUpdate({
          target: [filterAttributeValues.attributeKey, filterAttributeValues.value],
          set: {
            titleEn: excluded('title_en'),
            titleRu: excluded('title_ru'),
            titleKz: excluded('title_kz'),
            position: excluded('position'),
          },
        });
    }
  });
}
