import type { AdminCity, adminCitiesQuery, cityBody } from '@bilim/contract/admin';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { outerColumn, type Db, type Executor } from '../../db/db';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { likePattern } from '../listings/cabinet-listings.commands';
import { cards, events } from '../listings/listings.schema';
import { slides } from '../slides/slides.schema';
import { dictionariesPolicy } from './dictionaries.policy';
import { slugChecked } from './slug-checked';
import { assertTitlesFree } from './titles-checked';
import { presentCity } from './dictionaries.presenter';
import { dictionariesChanged } from './dictionaries.queries';
import { cities, type CityRow } from './dictionaries.schema';

/**
 * Cities as admins run them (issue 15, spec §2 admin/cities, §5, §6): searched, created, edited
 * and deleted while no card or event is in them. Slides shown only in a deleted city show
 * everywhere (their city is set to none).
 */

type CityInput = z.output<typeof cityBody>;
type Query = z.output<typeof adminCitiesQuery>;

const countIn = (table: typeof cards | typeof events | typeof slides) =>
  sql<number>`(select count(*)::int from ${table} where ${table.cityId} = ${outerColumn(cities.id)})`;
const withCounts = {
  city: cities,
  cards: countIn(cards),
  events: countIn(events),
  slides: countIn(slides),
};

function presentAdminCity(row: { city: CityRow; cards: number; events: number; slides: number }) {
  return { ...presentCity(row.city), cards: row.cards, events: row.events, slides: row.slides };
}

/** A page of cities by a part of a title or the slug, largest first. */
export async function listAdminCities(
  db: Executor,
  query: Query,
): Promise<{ rows: AdminCity[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = pattern
    ? or(
        sql`${cities.titleEn} ilike ${pattern}`,
        sql`${cities.titleRu} ilike ${pattern}`,
        sql`${cities.titleKz} ilike ${pattern}`,
        sql`${cities.slug} ilike ${pattern}`,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(withCounts)
      .from(cities)
      .where(where)
      .orderBy(desc(cities.population), asc(cities.titleEn), asc(cities.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(cities).where(where),
  ]);
  return { rows: rows.map(presentAdminCity), total: total?.total ?? 0 };
}

export async function findAdminCity(db: Executor, id: number): Promise<AdminCity> {
  const [row] = await db.select(withCounts).from(cities).where(eq(cities.id, id));
  if (!row) throw notFound('CITY_NOT_FOUND');
  return presentAdminCity(row);
}

const columnsOf = (input: CityInput) => ({
  slug: input.slug,
  titleEn: input.title_en,
  titleRu: input.title_ru,
  titleKz: input.title_kz,
  latitude: input.latitude,
  longitude: input.longitude,
  population: input.population,
});

/** The audited fields of a city. */
const auditedFields = (row: CityRow) => ({
  slug: row.slug,
  title_en: row.titleEn,
  title_ru: row.titleRu,
  title_kz: row.titleKz,
  latitude: row.latitude,
  longitude: row.longitude,
  population: row.population,
});

async function lockCity(tx: Executor, id: number): Promise<CityRow> {
  const [row] = await tx.select().from(cities).where(eq(cities.id, id)).for('update');
  if (!row) throw notFound('CITY_NOT_FOUND');
  return row;
}

/** A new city (422 SLUG_TAKEN on `slug`, TITLE_TAKEN on a title, when another has it), audited. */
export async function createCity(db: Db, actor: AuditedActor, input: CityInput) {
  dictionariesPolicy.authorize(actor, 'manage', null);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(cities)
      .values(columnsOf(input))
      .onConflictDoNothing({ target: cities.slug })
      .returning();
    if (!created) throw validationFailed({ slug: FIELD_MESSAGES.SLUG_TAKEN });
    await assertTitlesFree(tx, cities, input, { except: created.id });
    await recordAudit(tx, actor, {
      action: 'city.create',
      subject: { type: 'city', id: created.id },
      after: auditedFields(created),
    });
    return created.id;
  });
  dictionariesChanged(db);
  return findAdminCity(db, id);
}

/**
 * Changes a city's slug, titles, coordinates and population (422 SLUG_TAKEN on `slug`, TITLE_TAKEN
 * on a title, when another has it), audited with before and after.
 */
export async function updateCity(db: Db, actor: AuditedActor, id: number, input: CityInput) {
  dictionariesPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const before = await lockCity(tx, id);
    const [after] = await slugChecked(
      tx.update(cities).set(columnsOf(input)).where(eq(cities.id, id)).returning(),
    );
    if (!after) throw notFound('CITY_NOT_FOUND');
    await assertTitlesFree(tx, cities, input, { except: id });
    await recordAudit(tx, actor, {
      action: 'city.update',
      subject: { type: 'city', id },
      before: auditedFields(before),
      after: auditedFields(after),
    });
  });
  dictionariesChanged(db);
  return findAdminCity(db, id);
}

/** Deletes a city no card or event is in (409 CITY_IN_USE: move them first), audited. */
export async function deleteCity(db: Db, actor: AuditedActor, id: number): Promise<void> {
  dictionariesPolicy.authorize(actor, 'manage', null);
  await db.transaction(async (tx) => {
    const before = await lockCity(tx, id);
    const [inCards] = await tx.select({ n: count() }).from(cards).where(eq(cards.cityId, id));
    const [inEvents] = await tx.select({ n: count() }).from(events).where(eq(events.cityId, id));
    if ((inCards?.n ?? 0) > 0 || (inEvents?.n ?? 0) > 0) throw new AppError('CITY_IN_USE');
    await tx.delete(cities).where(eq(cities.id, id));
    await recordAudit(tx, actor, {
      action: 'city.delete',
      subject: { type: 'city', id },
      before: auditedFields(before),
    });
  });
  dictionariesChanged(db);
}
