import type { RestrictionType } from '@bilim/contract/trust';
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/db';
import { forbidden } from '../../lib/errors';
import { accounts } from '../accounts/accounts.schema';
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
 * "The record's owner has no active publish or login restriction", for the public predicate
 * (`catalog.filters.ts` `publicListingCondition`, the one place public reads ask).
 *
 * Fast at a million records: `user_restrictions` holds a few rows per restricted user, and its
 * partial index on rows not removed (`user_restrictions_live_idx`) holds only those. The
 * `not exists` becomes an anti-join against that handful (hashed once per query), so an ordered
 * index scan of the catalog keeps its order and its limit, and the facet counts keep their
 * index-only scan (the account id is in their index). An end date passing needs no job: the
 * clock is compared on every read, so records come back by themselves.
 */
export function ownerNotRestricted(accountId: AnyColumn, now: Moment): SQL {
  return sql`not exists (
    select 1 from ${userRestrictions} r
    inner join ${accounts} ra on ra.user_id = r.user_id
    where ra.id = ${accountId} and r.type in (${typeList(HIDING_RESTRICTIONS)}) and ${liveAt(now)}
  )`;
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
