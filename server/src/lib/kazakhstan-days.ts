import { KAZAKHSTAN_TIME_ZONE, isCalendarDay } from '@bilim/contract/calendar';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { validationFailed } from './errors';

// Days as people in Kazakhstan count them, for queries and for the day filters of requests
// (the ledger's history, statistics): one zone, whatever the database's or the server's.

/** The moment a Kazakhstan day (YYYY-MM-DD) starts, `plusDays` later: midnight in Almaty. */
export const kazakhstanDayStart = (day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${KAZAKHSTAN_TIME_ZONE})`;

/** The Kazakhstan day (a date) of a moment. */
export const kazakhstanDayOf = (moment: AnyColumn | SQL): SQL =>
  sql`(${moment} at time zone ${KAZAKHSTAN_TIME_ZONE})::date`;

/** Today in Kazakhstan, as a date. */
export const kazakhstanToday = (): SQL => kazakhstanDayOf(sql`now()`);

/**
 * Moments within Kazakhstan days `from`…`to`, both included, either end open: a range on the
 * moment itself, so an index on it serves.
 */
export function withinKazakhstanDays(
  moment: AnyColumn,
  days: { from?: string | undefined; to?: string | undefined },
): SQL | undefined {
  const bounds = [
    days.from ? sql`${moment} >= ${kazakhstanDayStart(days.from)}` : undefined,
    days.to ? sql`${moment} < ${kazakhstanDayStart(days.to, 1)}` : undefined,
  ].filter((bound): bound is SQL => bound !== undefined);
  return bounds.length ? sql.join(bounds, sql` and `) : undefined;
}

/**
 * A request's day range: each given day must exist (422 INVALID_VALUE on its field, so
 * 2027-02-30 is refused) and `from` may not come after `to` (422 START_AFTER_FINISH on `from`).
 */
export function checkDayRange(days: { from?: string | undefined; to?: string | undefined }): void {
  for (const field of ['from', 'to'] as const) {
    const day = days[field];
    if (day !== undefined && !isCalendarDay(day)) {
      throw validationFailed({ [field]: FIELD_MESSAGES.INVALID_VALUE });
    }
  }
  if (days.from && days.to && days.from > days.to) {
    throw validationFailed({ from: FIELD_MESSAGES.START_AFTER_FINISH }, 'START_AFTER_FINISH');
  }
}
