import type { AdminCategory, categoryBody, categoryOrderBody } from '@bilim/contract/admin';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { outerColumn, type Db, type Executor } from '../../db/db';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { cards, events } from '../listings/listings.schema';
import { dictionariesPolicy } from './dictionaries.policy';
import { slugChecked } from './slug-checked';
import { assertTitlesFree } from './titles-checked';
import { presentTitle } from './dictionaries.presenter';
import { dictionariesChanged } from './dictionaries.queries';
import { categories, type CategoryRow } from './dictionaries.schema';

/**
 * Categories as admins run them (issue 15, spec §2 admin/categories): a tree of two levels (the
 * catalog shows a top category with its subcategories' records, and so do its counts here),
 * titles in three languages, a slug and an icon, ordered among siblings by drag and drop,
 * deleted only when no card, event or subcategory is filed under it.
 */

type CategoryInput = z.output<typeof categoryBody>;
type CategoryOrder = z.output<typeof categoryOrderBody>;

/** The cards or events filed under a category itself (what keeps it from being deleted). */
const filedUnder = (table: typeof cards | typeof events, category: number) =>
  sql`${table.categoryIds} @> array[${category}::int]`;
/**
 * The cards or events of the outer query's category as the catalog shows it: filed under it or
 * under one of its subcategories (a top category's whole branch; a subcategory has none), each
 * record once however many of the branch's categories it is filed under, whatever its state.
 */
const filedInBranch = (table: typeof cards | typeof events) => {
  const category = outerColumn(categories.id);
  return sql<number>`(select count(*)::int from ${table} where ${table.categoryIds} && array(
    select branch.id from ${categories} as branch
    where branch.id = ${category} or branch.parent_id = ${category}))`;
};
const withCounts = {
  category: categories,
  cards: filedInBranch(cards),
  events: filedInBranch(events),
};

function presentAdminCategory(row: {
  category: CategoryRow;
  cards: number;
  events: number;
}): AdminCategory {
  const { category } = row;
  return {
    id: category.id,
    slug: category.slug,
    parent_id: category.parentId,
    title: presentTitle(category),
    icon: category.icon,
    position: category.position,
    cards: row.cards,
    events: row.events,
  };
}

/** Every category: top ones in order, each followed by its children in order. */
export async function listAdminCategories(db: Executor): Promise<AdminCategory[]> {
  const rows = (
    await db
      .select(withCounts)
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id))
  ).map(presentAdminCategory);
  return rows
    .filter((row) => row.parent_id === null)
    .flatMap((top) => [top, ...rows.filter((row) => row.parent_id === top.id)]);
}

export async function findAdminCategory(db: Executor, id: number): Promise<AdminCategory> {
  const [row] = await db.select(withCounts).from(categories).where(eq(categories.id, id));
  if (!row) throw notFound('CATEGORY_NOT_FOUND');
  return presentAdminCategory(row);
}

const auditedFields = (row: CategoryRow) => ({
  slug: row.slug,
  parent_id: row.parentId,
  title_en: row.titleEn,
  title_ru: row.titleRu,
  title_kz: row.titleKz,
  icon: row.icon,
});

const siblingsOf = (parentId: number | null) =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

/**
 * Checks where a category may go: under an existing top category other than itself, and only
 * when it has no children of its own (two levels). 422 on `parent_id` otherwise.
 */
async function checkParent(tx: Executor, input: CategoryInput, id: number | null) {
  if (input.parent_id === null) return;
  const invalid = validationFailed({ parent_id: FIELD_MESSAGES.PARENT_CATEGORY_INVALID });
  if (input.parent_id === id) throw invalid;
  const [parent] = await tx.select().from(categories).where(eq(categories.id, input.parent_id));
  if (!parent || parent.parentId !== null) throw invalid;
  if (id === null) return;
  const [children] = await tx
    .select({ n: count() })
    .from(categories)
    .where(eq(categories.parentId, id));
  if ((children?.n ?? 0) > 0) throw invalid;
}

/** The place after a parent's last child. */
async function nextPosition(tx: Executor, parentId: number | null): Promise<number> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
    .from(categories)
    .where(siblingsOf(parentId));
  return last?.position ?? 0;
}

async function lockCategory(tx: Executor, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw notFound('CATEGORY_NOT_FOUND');
  return row;
}

const columnsOf = (input: CategoryInput) => ({
  slug: input.slug,
  parentId: input.parent_id,
  titleEn: input.title_en,
  titleRu: input.title_ru,
  titleKz: input.title_kz,
  icon: input.icon,
});

/**
 * A new category, last among its siblings (422 SLUG_TAKEN when another has the slug, TITLE_TAKEN
 * when a sibling has a title), audited.
 */
export async function createCategory(db: Db, actor: AuditedActor, input: CategoryInput) {
  dictionariesPolicy.authorize(actor, 'manage', null);
  const id = await db.transaction(async (tx) => {
    await checkParent(tx, input, null);
    const [created] = await tx
      .insert(categories)
      .values({ ...columnsOf(input), position: await nextPosition(tx, input.parent_id) })
      .onConflictDoNothing({ target: categories.slug })
      .returning();
    if (!created) throw validationFailed({ slug: FIELD_MESSAGES.SLUG_TAKEN });
    await assertTitlesFree(tx, categories, input, {
      except: created.id,
      within: siblingsOf(input.parent_id),
    });
    await recordAudit(tx, actor, {
      action: 'category.create',
      subject: { type: 'category', id: created.id },
      after: auditedFields(created),
    });
    return created.id;
  });
  dictionariesChanged(db);
  return findAdminCategory(db, id);
}

/**
 * Changes a category's slug, titles, icon or parent (moved to another parent it goes last there;
 * 422 SLUG_TAKEN when another has the slug, TITLE_TAKEN when a sibling there has a title), audited
 * with before and after.
 */
export async function updateCategory(
  db: Db,
  actor: AuditedActor,
  id: number,
  input: CategoryInput,
) {
  dictionariesPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    await checkParent(tx, input, id);
    const moved = before.parentId !== input.parent_id;
    const [after] = await slugChecked(
      tx
        .update(categories)
        .set({
          ...columnsOf(input),
          ...(moved && { position: await nextPosition(tx, input.parent_id) }),
        })
        .where(eq(categories.id, id))
        .returning(),
    );
    if (!after) throw notFound('CATEGORY_NOT_FOUND');
    await assertTitlesFree(tx, categories, input, {
      except: id,
      within: siblingsOf(input.parent_id),
    });
    await recordAudit(tx, actor, {
      action: 'category.update',
      subject: { type: 'category', id },
      before: auditedFields(before),
      after: auditedFields(after),
    });
  });
  dictionariesChanged(db);
  return findAdminCategory(db, id);
}

/**
 * Puts one parent's children (or the top categories) in the order given: every one of them
 * exactly once (422 on `ids` otherwise), audited as `category.reorder`.
 */
export async function reorderCategories(db: Db, actor: AuditedActor, order: CategoryOrder) {
  dictionariesPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(siblingsOf(order.parent_id))
      .orderBy(asc(categories.position), asc(categories.id))
      .for('update');
    const known = new Set(current.map((row) => row.id));
    const { ids } = order;
    if (
      new Set(ids).size !== ids.length ||
      ids.length !== known.size ||
      !ids.every((id) => known.has(id))
    ) {
      throw validationFailed({ ids: FIELD_MESSAGES.INVALID_VALUE });
    }
    await tx.execute(sql`update ${categories} set position = o.position - 1
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)
      where ${categories.id} = o.id`);
    await recordAudit(tx, actor, {
      action: 'category.reorder',
      subject: { type: 'category', id: order.parent_id },
      before: { ids: current.map((row) => row.id) },
      after: { ids },
    });
  });
  dictionariesChanged(db);
}

/**
 * Deletes a category nothing is filed under: no card, no event, no subcategory (409
 * CATEGORY_IN_USE: move them first), audited.
 */
export async function deleteCategory(db: Db, actor: AuditedActor, id: number): Promise<void> {
  dictionariesPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, id);
    const filed = async (table: typeof cards | typeof events) =>
      (await tx.select({ n: count() }).from(table).where(filedUnder(table, id)))[0]?.n ?? 0;
    const [children] = await tx
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.parentId, id));
    if ((children?.n ?? 0) > 0 || (await filed(cards)) > 0 || (await filed(events)) > 0) {
      throw new AppError('CATEGORY_IN_USE');
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: 'category.delete',
      subject: { type: 'category', id },
      before: auditedFields(before),
    });
  });
  dictionariesChanged(db);
}
