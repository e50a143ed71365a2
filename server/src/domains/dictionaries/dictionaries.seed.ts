import { LANGUAGE_INFO } from '@bilim/contract/constants';
import { cityBody } from '@bilim/contract/admin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { CATEGORIES } from './data/categories';
import { CITIES } from './data/cities';
import { FILTER_ATTRIBUTES } from './data/filter-attributes';
import { TAGS } from './data/tags';
import {
  categories,
  cities,
  filterAttributes,
  filterAttributeValues,
  languages,
  tags,
} from './dictionaries.schema';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Fills the dictionaries from the data files at every start. Languages, cities, categories and
 * tags are the admin's once written (issue 15): missing languages are added, and cities,
 * categories and tags only into an empty table, so an admin's edits, order and deletions stay. Filter attributes are
 * the code's (the catalog's filters read them by key) and are upserted; ids stay stable.
 */
export async function seedDictionaries(db: Db): Promise<void> {
  const cityRows = CITIES.map((city) => {
    const parsed = cityBody.safeParse({
      slug: city.slug,
      title_en: city.title.en,
      title_ru: city.title.ru,
      title_kz: city.title.kz,
      latitude: city.latitude,
      longitude: city.longitude,
      population: city.population,
    });
    if (!parsed.success) {
      throw new Error(`Invalid city in the seed (${city.slug}): ${parsed.error.message}`);
    }
    return parsed.data;
  });

  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(LANGUAGE_INFO.map((language, position) => ({ ...language, position })))
      .onConflictDoNothing({ target: languages.code });

    const isEmpty = async (table: typeof cities | typeof categories | typeof tags) =>
      (await tx.select({ id: table.id }).from(table).limit(1)).length === 0;

    if (cityRows.length > 0 && (await isEmpty(cities))) {
      await tx.insert(cities).values(
        cityRows.map((city) => ({
          slug: city.slug,
          titleEn: city.title_en,
          titleRu: city.title_ru,
          titleKz: city.title_kz,
          latitude: city.latitude,
          longitude: city.longitude,
          population: city.population,
        })),
      );
    }

    if (await isEmpty(categories)) {
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
          .returning({ id: categories.id });
        if (!parent) throw new Error(`category insert returned nothing (${top.slug})`);
        if (top.children.length === 0) continue;
        await tx.insert(categories).values(
          top.children.map((child, childPosition) => ({
            slug: child.slug,
            parentId: parent.id,
            titleEn: child.title.en,
            titleRu: child.title.ru,
            titleKz: child.title.kz,
            position: childPosition,
          })),
        );
      }
    }

    if (await isEmpty(tags)) {
      await tx.insert(tags).values(
        TAGS.map((tag) => ({
          slug: tag.slug,
          titleEn: tag.title.en,
          titleRu: tag.title.ru,
          titleKz: tag.title.kz,
        })),
      );
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
