import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { notFound } from '../../lib/errors';
import { tariffs, type TariffRow } from './tariffs.schema';

/** The default (free) tariff's id as a subquery, for inserts of new accounts. */
export const defaultTariffId = sql<number>`(select ${tariffs.id} from ${tariffs} where ${tariffs.isDefault})`;

/** A tariff's id by slug as a subquery, falling back to the default tariff when it is missing. */
export const tariffIdBySlug = (slug: string) =>
  sql<number>`coalesce((select ${tariffs.id} from ${tariffs} where ${tariffs.slug} = ${slug}), ${defaultTariffId})`;

/** GET /api/tariffs's order: the free tariff first, the fixed ones by price, Flexible last. */
export const kindOrder = sql`case ${tariffs.kind} when 'free' then 0 when 'fixed' then 1 else 2 end`;

/** The tariffs a provider may choose, in the order the plans are shown. */
export async function listActiveTariffs(db: Executor): Promise<TariffRow[]> {
  return db
    .select()
    .from(tariffs)
    .where(eq(tariffs.active, true))
    .orderBy(kindOrder, asc(tariffs.price), asc(tariffs.id));
}

/** An active tariff; an unknown or inactive one answers 404 TARIFF_NOT_FOUND. */
export async function findActiveTariff(db: Executor, id: number): Promise<TariffRow> {
  const [row] = await db
    .select()
    .from(tariffs)
    .where(and(eq(tariffs.id, id), eq(tariffs.active, true)));
  if (!row) throw notFound('TARIFF_NOT_FOUND');
  return row;
}

/** The default (free) tariff every account falls back to. */
export async function findDefaultTariff(db: Executor): Promise<TariffRow> {
  const [row] = await db.select().from(tariffs).where(eq(tariffs.isDefault, true));
  if (!row) throw new Error('no default tariff (migration 0002 creates it)');
  return row;
}
