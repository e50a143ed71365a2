import { KAZAKHSTAN_TIME_ZONE } from '@bilim/contract/calendar';
import type { ReviewSubject } from '@bilim/contract/trust';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/db';
import { notFound } from '../../lib/errors';
import { publicListingCondition } from '../catalog/catalog.filters';
import { LISTING_KINDS } from '../listings/listing-kinds';
import { cards, events } from '../listings/listings.schema';
import { accounts } from '../accounts/accounts.schema';

/** A reviewed card or event, as the review commands need it. */
export interface ReviewedRecordRow {
  id: number;
  title: string;
  accountId: number;
  ownerUserId: number;
  rating: number;
  reviewsCount: number;
  /** Whether it takes reviews now: always for a card, once started for an event. */
  started: boolean;
}

const tableOf = (type: ReviewSubject) => (type === 'card' ? cards : events);

/**
 * Events take reviews once they have started: their start day and time, in Kazakhstan.
 * (Cards take them whenever they are public.)
 */
const started = (now: Date) =>
  sql`((${events.startDate} + ${events.startTime}) at time zone ${KAZAKHSTAN_TIME_ZONE}) <= ${now.toISOString()}::timestamptz`;

/**
 * The public record a review is about, or 404 (CARD_NOT_FOUND, EVENT_NOT_FOUND; an event that has
 * not started yet is not reviewable and answers the same). With `lock`, its row is locked for the
 * transaction and so is its owner's user row, always in that order: reviews of one record, or of
 * one owner's records, then take turns keeping the ratings, and never wait on each other in a
 * circle.
 */
export async function findReviewedRecord(
  tx: Executor,
  type: ReviewSubject,
  id: number,
  now: Date,
  options: { lock?: boolean; mustHaveStarted?: boolean } = {},
): Promise<ReviewedRecordRow> {
  const table = tableOf(type);
  const startedCondition =
    type === 'event' && options.mustHaveStarted ? sql`and ${started(now)}` : sql``;
  const [record] = await rowsOf<{
    id: number;
    title: string;
    account_id: number;
    owner_user_id: number;
    rating: number;
    reviews_count: number;
    started: boolean;
  }>(
    tx,
    sql`select ${table.id} as id, ${table.title} as title, ${table.accountId} as account_id,
        ${accounts.userId} as owner_user_id, ${table.rating} as rating,
        ${table.reviewsCount} as reviews_count, ${type === 'event' ? started(now) : sql`true`} as started
      from ${table} inner join ${accounts} on ${accounts.id} = ${table.accountId}
      where ${table.id} = ${id} and ${publicListingCondition(table, now)} ${startedCondition}
      ${options.lock ? sql.raw(`for update of "${type === 'card' ? 'cards' : 'events'}"`) : sql``}`,
  );
  if (!record) throw notFound(LISTING_KINDS[type].notFound);
  if (options.lock) {
    await tx.execute(sql`select id from users where id = ${record.owner_user_id} for update`);
  }
  return {
    id: record.id,
    title: record.title,
    accountId: record.account_id,
    ownerUserId: record.owner_user_id,
    rating: Number(record.rating),
    reviewsCount: Number(record.reviews_count),
    started: Boolean(record.started),
  };
}

/**
 * Sets the record's `rating` and `reviews_count`, and its owner's, from the stored live reviews
 * (those support has not deleted). Called in the transaction that wrote a review, after
 * `findReviewedRecord(..., { lock: true })`: the locks make every writer wait for the one before
 * it to commit, and each statement here reads what was committed until then (READ COMMITTED takes
 * a fresh snapshot per statement), so the averages stay exact however many reviews arrive at
 * once. Computed, not incremented: an edited score, a deletion and a new review all end the same
 * way, and no rounding accumulates.
 */
export async function refreshRatings(
  tx: Executor,
  type: ReviewSubject,
  record: Pick<ReviewedRecordRow, 'id' | 'ownerUserId'>,
): Promise<void> {
  const table = tableOf(type);
  await tx.execute(sql`
    update ${table} set (rating, reviews_count) = (
      select coalesce(avg(r.score), 0)::real, count(*)::int from reviews r
      where r.subject_type = ${type} and r.subject_id = ${record.id} and r.deleted_at is null
    ) where ${table.id} = ${record.id}`);
  await tx.execute(sql`
    update users set (rating, reviews_count) = (
      select coalesce(avg(r.score), 0)::real, count(*)::int from reviews r
      where r.deleted_at is null and (
        (r.subject_type = 'card' and r.subject_id in (
          select c.id from cards c inner join accounts a on a.id = c.account_id
          where a.user_id = ${record.ownerUserId}))
        or (r.subject_type = 'event' and r.subject_id in (
          select e.id from events e inner join accounts a on a.id = e.account_id
          where a.user_id = ${record.ownerUserId}))
      )
    ) where id = ${record.ownerUserId}`);
}

/**
 * Sets every record's and every provider's rating and review count from the stored live reviews
 * at once: for reviews written in bulk (the demo seed), never alongside live writers.
 */
export async function recountAllRatings(db: Executor): Promise<void> {
  for (const [table, type] of [
    ['cards', 'card'],
    ['events', 'event'],
  ] as const) {
    await db.execute(
      sql.raw(`update ${table} t set rating = s.rating, reviews_count = s.total
        from (select subject_id, avg(score)::real as rating, count(*)::int as total from reviews
          where subject_type = '${type}' and deleted_at is null group by subject_id) s
        where t.id = s.subject_id`),
    );
  }
  await db.execute(sql`
    update users u set rating = s.rating, reviews_count = s.total
    from (
      select a.user_id, avg(r.score)::real as rating, count(*)::int as total from reviews r
      left join cards c on r.subject_type = 'card' and c.id = r.subject_id
      left join events e on r.subject_type = 'event' and e.id = r.subject_id
      inner join accounts a on a.id = coalesce(c.account_id, e.account_id)
      where r.deleted_at is null group by a.user_id
    ) s
    where u.id = s.user_id`);
}
