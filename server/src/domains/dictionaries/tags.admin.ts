import type { AdminTag, adminTagsQuery, tagBody } from '@bilim/contract/admin';
import { asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { outerColumn, type Db, type Executor } from '../../db/db';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { likePattern } from '../listings/cabinet-listings.commands';
import { cards } from '../listings/listings.schema';
import { dictionariesPolicy } from './dictionaries.policy';
import { slugChecked } from './slug-checked';
import { assertTitlesFree } from './titles-checked';
import { presentTag } from './dictionaries.presenter';
import { dictionariesChanged } from './dictionaries.queries';
import { tags, type TagRow } from './dictionaries.schema';

/**
 * Tags as admins run them (issue 15, spec §3): searched, created, renamed and deleted. A card
 * keeps its tags' ids, so a rename shows everywhere at once; a deleted tag is taken off its cards
 * in the same transaction.
 */

type TagInput = z.output<typeof tagBody>;
type Query = z.output<typeof adminTagsQuery>;

const carriedBy = sql<number>`(select count(*)::int from ${cards} where ${cards.tagIds} @> array[${outerColumn(tags.id)}])`;
const withCount = { tag: tags, cards: carriedBy };

const presentAdminTag = (row: { tag: TagRow; cards: number }): AdminTag => ({
  ...presentTag(row.tag),
  cards: row.cards,
});

/** A page of tags by a part of a title or the slug, the most used first. */
export async function listAdminTags(
  db: Executor,
  query: Query,
): Promise<{ rows: AdminTag[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = pattern
    ? or(
        sql`${tags.titleEn} ilike ${pattern}`,
        sql`${tags.titleRu} ilike ${pattern}`,
        sql`${tags.titleKz} ilike ${pattern}`,
        sql`${tags.slug} ilike ${pattern}`,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(withCount)
      .from(tags)
      .where(where)
      .orderBy(desc(carriedBy), asc(tags.titleEn), asc(tags.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(tags).where(where),
  ]);
  return { rows: rows.map(presentAdminTag), total: total?.total ?? 0 };
}

export async function findAdminTag(db: Executor, id: number): Promise<AdminTag> {
  const [row] = await db.select(withCount).from(tags).where(eq(tags.id, id));
  if (!row) throw notFound('TAG_NOT_FOUND');
  return presentAdminTag(row);
}

const columnsOf = (input: TagInput) => ({
  slug: input.slug,
  titleEn: input.title_en,
  titleRu: input.title_ru,
  titleKz: input.title_kz,
});

const auditedFields = (row: TagRow) => ({
  slug: row.slug,
  title_en: row.titleEn,
  title_ru: row.titleRu,
  title_kz: row.titleKz,
});

/** A new tag (422 SLUG_TAKEN, TITLE_TAKEN when another has the slug or a title), audited. */
export async function createTag(db: Db, actor: AuditedActor, input: TagInput): Promise<AdminTag> {
  dictionariesPolicy.authorize(actor, 'manage', null);
  const id = await db.transaction(async (tx) => {
    const [created] = await slugChecked(tx.insert(tags).values(columnsOf(input)).returning());
    if (!created) throw new Error('the tag insert returned nothing');
    await assertTitlesFree(tx, tags, input, { except: created.id });
    await recordAudit(tx, actor, {
      action: 'tag.create',
      subject: { type: 'tag', id: created.id },
      after: auditedFields(created),
    });
    return created.id;
  });
  dictionariesChanged(db);
  return findAdminTag(db, id);
}

/** Renames a tag (slug and titles, free as for a new one), audited with before and after. */
export async function updateTag(
  db: Db,
  actor: AuditedActor,
  id: number,
  input: TagInput,
): Promise<AdminTag> {
  dictionariesPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
    if (!before) throw notFound('TAG_NOT_FOUND');
    const [after] = await slugChecked(
      tx.update(tags).set(columnsOf(input)).where(eq(tags.id, id)).returning(),
    );
    if (!after) throw notFound('TAG_NOT_FOUND');
    await assertTitlesFree(tx, tags, input, { except: id });
    await recordAudit(tx, actor, {
      action: 'tag.update',
      subject: { type: 'tag', id },
      before: auditedFields(before),
      after: auditedFields(after),
    });
  });
  dictionariesChanged(db);
  return findAdminTag(db, id);
}

/** Deletes a tag and takes it off every card that carries it, audited with their number. */
export async function deleteTag(db: Db, actor: AuditedActor, id: number): Promise<void> {
  dictionariesPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
    if (!before) throw notFound('TAG_NOT_FOUND');
    const untagged = await tx
      .update(cards)
      .set({ tagIds: sql`array_remove(${cards.tagIds}, ${id})` })
      .where(sql`${cards.tagIds} @> array[${id}::integer]`)
      .returning({ id: cards.id });
    await tx.delete(tags).where(eq(tags.id, id));
    await recordAudit(tx, actor, {
      action: 'tag.delete',
      subject: { type: 'tag', id },
      before: { ...auditedFields(before), cards: untagged.length },
    });
  });
  dictionariesChanged(db);
}
