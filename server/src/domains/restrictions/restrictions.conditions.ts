import type { RestrictionType } from '@bilim/contract/trust';
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/db';
import { forbidden } from '../../lib/errors';
import { accounts } from '../accounts/accounts.schema';
import { cards, events } from '../listings/listings.schema';
import { userRestrictions } from './restrictions.schema';

/**
 * A moment as a query compares it: the request's clock (`ctx.clock()`), a prepared statement's
 * placeholder, or an SQL expression. Never the database's own `now()` where a test moves time.
 */
export type Moment = Date | SQL | Placeholder;

export const momentSql = (now: Moment): SQL =>
  now instanceof Date ? sql`${now.toISOString()}::timestamptz` : sql`${now}::timestamptz`;

/** Restriction types that take a user's records off the public site (spec: restricted owners). */
export const HIDING_RESTRICTIONS: readonly RestrictionType[] = ['publish', 'login'];

const typeList = (types: readonly RestrictionType[]) =>
  sql.raw(types.map((type) => `'${type}'`).join(', '));

/** Whether a restriction row (aliased `r`) is in force at `now`: not removed, not ended. */
const liveAt = (now: Moment) =>
  sql`r.removed_at is null and (r.ends_at is null or r.ends_at > ${momentSql(now)})`;

/**
 * When the owner's publish and login restrictions not removed end, as the value of a record's
 * `hidden_until`: the latest end, 'infinity' for one without end, null for none. Ends already
 * past count too: the public predicate compares with the clock, so they hide nothing.
 */
export function ownerHiddenUntil(accountId: AnyColumn): SQL {
  return sql`(
    select max(coalesce(r.ends_at, 'infinity'::timestamptz)) from ${userRestrictions} r
    inner join ${accounts} ra on ra.user_id = r.user_id
    where ra.id = ${accountId} and r.type in (${typeList(HIDING_RESTRICTIONS)}) and r.removed_at is null
  )`;
}

/**
 * "The record's owner has no publish or login restriction in force at `now`", for the public
 * predicate (`catalog.filters.ts` `publicListingCondition`, the one place public reads ask): a
 * test of the row's own `hidden_until`, so an ordered index scan of the catalog keeps its order
 * and its limit, and the facet counts their index-only scan. An end passing needs no job: the
 * clock is compared on every read, so records come back by themselves.
 */
export function ownerNotRestricted(hiddenUntil: AnyColumn, now: Moment): SQL {
  return sql`(${hiddenUntil} is null or ${hiddenUntil} <= ${momentSql(now)})`;
}

/**
 * Marks every card and event of the user's accounts with `ownerHiddenUntil`, in the transaction
 * that restricts or lifts (and where a record changes hands: `refreshListingHiding`).
 */
export async function refreshOwnerHiding(db: Executor, userId: number): Promise<void> {
  for (const table of [cards, events]) {
    await db.execute(
      sql`update ${table} set hidden_until = ${ownerHiddenUntil(table.accountId)}
        where ${table.accountId} in (select id from ${accounts} where user_id = ${userId})`,
    );
  }
}

/** Marks one record with its owner's `ownerHiddenUntil` (published, or moved to another account). */
export async function refreshListingHiding(
  db: Executor,
  table: typeof cards | typeof events,
  id: number,
): Promise<void> {
  await db.execute(
    sql`update ${table} set hidden_until = ${ownerHiddenUntil(table.accountId)} where ${table.id} = ${id}`,
  );
}

/**
 * "The user has a restriction of `type` in force at `now`" as a boolean SQL expression, for a
 * read that answers it along with other things (a chat send's one look at the chat and sender).
 */
export function restrictionInForce(
  userId: SQL | Placeholder,
  type: RestrictionType,
  now: Moment,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userRestrictions} r
    where r.user_id = ${userId} and r.type in (${typeList([type])}) and ${liveAt(now)})`;
}

/** The user's restrictions of these types in force at `now`. */
export async function activeRestrictions(
  db: Executor,
  userId: number,
  types: readonly RestrictionType[],
  now: Date,
): Promise<{ id: number; type: RestrictionType }[]> {
  return rowsOf<{ id: number; type: RestrictionType }>(
    db,
    sql`select r.id, r.type from ${userRestrictions} r
      where r.user_id = ${userId} and r.type in (${typeList(types)}) and ${liveAt(now)}`,
  );
}

/** Whether the user may do what a restriction of `type` forbids, at `now`. */
export async function isRestricted(
  db: Executor,
  userId: number,
  type: RestrictionType,
  now: Date,
): Promise<boolean> {
  return (await activeRestrictions(db, userId, [type], now)).length > 0;
}

/** 403 ACTION_FORBIDDEN ("Action temporarily forbidden for user") while a restriction runs. */
export async function assertNotRestricted(
  db: Executor,
  userId: number,
  type: RestrictionType,
  now: Date,
): Promise<void> {
  if (await isRestricted(db, userId, type, now)) throw forbidden('ACTION_FORBIDDEN');
}
