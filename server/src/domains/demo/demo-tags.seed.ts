import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { TAGS } from '../dictionaries/data/tags';
import { categories, tags } from '../dictionaries/dictionaries.schema';
import { cards } from '../listings/listings.schema';

/**
 * Puts the seeded tags on the demo cards they fit: every third card (by id, a different third
 * per tag) of the tag's top categories, so the catalog's tag filter and the search find some.
 * Deterministic, and apart from the listings generator's random sequence.
 */
export async function tagDemoCards(db: Db): Promise<void> {
  const [tagRows, categoryRows] = await Promise.all([
    db.select({ id: tags.id, slug: tags.slug }).from(tags),
    db
      .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
      .from(categories),
  ]);
  const tagIdBySlug = new Map(tagRows.map((row) => [row.slug, row.id]));
  const topIdBySlug = new Map(
    categoryRows.filter((row) => row.parentId === null).map((row) => [row.slug, row.id]),
  );
  for (const [index, tag] of TAGS.entries()) {
    const tagId = tagIdBySlug.get(tag.slug);
    const topIds = tag.fits.flatMap((slug) => topIdBySlug.get(slug) ?? []);
    if (tagId === undefined || topIds.length === 0) continue;
    const fitting = categoryRows
      .filter(
        (row) =>
          topIds.includes(row.id) || (row.parentId !== null && topIds.includes(row.parentId)),
      )
      .map((row) => row.id);
    await db
      .update(cards)
      .set({ tagIds: sql`array_append(${cards.tagIds}, ${tagId}::integer)` })
      .where(
        sql`${cards.categoryIds} && ${sql.param(fitting)}::integer[] and (${cards.id} + ${index}) % 3 = 0`,
      );
  }
}
