import { addMonth, daysInMonth, firstDayOfNextMonth, localTime } from '@bilim/contract/calendar';
import type { RenewalMode } from '@bilim/contract/money';

// Paid periods on Kazakhstan's calendar (contract/src/calendar.ts): months, first days and
// "today" are those of Asia/Almaty, whatever the server's own zone. DECISIONS: ANY_DAY renews
// on the same day of the next month, FIRST_DAY on the first day of each month, the first period
// prorated.

/**
 * `price × days / daysInMonth`, rounded half up to whole minor units (integer arithmetic, so
 * no binary fractions): 4,900.00 ₸ for 17 of 31 days is 268,709.677… tiyn → 268,710.
 */
export function prorate(price: number, days: number, monthDays: number): number {
  return Math.floor((2 * price * days + monthDays) / (2 * monthDays));
}

export interface FirstPeriod {
  start: Date;
  finish: Date;
  /** Charged at once: the monthly price, prorated on FIRST_DAY. */
  charge: number;
}

/**
 * The first paid period of a tariff chosen at `now`. ANY_DAY: until the same day next month, the
 * whole price. FIRST_DAY: until the first day of next month, the price × the days left in this
 * month (today included) / the days of this month.
 */
export function firstPeriod(mode: RenewalMode, monthlyPrice: number, now: Date): FirstPeriod {
  if (mode === 'ANY_DAY') return { start: now, finish: addMonth(now), charge: monthlyPrice };
  const today = localTime(now);
  const monthDays = daysInMonth(today.year, today.month);
  return {
    start: now,
    finish: firstDayOfNextMonth(now),
    charge: prorate(monthlyPrice, monthDays - today.day + 1, monthDays),
  };
}

/**
 * The period a renewal pays for: from the old finish, a month on (ANY_DAY) or to the next first
 * day (FIRST_DAY). ANY_DAY months fall on the day the tariff started (`anchor`, the account's
 * tariff_started_at), clamped to each month's length, so 31 January → 28 February → 31 March
 * never drifts to the 28th. A finish long past (the service was stopped) renews from `now`,
 * which becomes the new anchor, so one payment never buys a period that is already over.
 */
export function renewalPeriod(
  mode: RenewalMode,
  finish: Date,
  now: Date,
  anchor: Date | null = null,
): { start: Date; finish: Date; restarted: boolean } {
  const fromFinish =
    mode === 'ANY_DAY'
      ? addMonth(finish, localTime(anchor ?? finish).day)
      : firstDayOfNextMonth(finish);
  if (fromFinish.getTime() > now.getTime()) {
    return { start: finish, finish: fromFinish, restarted: false };
  }
  const fromNow = mode === 'ANY_DAY' ? addMonth(now) : firstDayOfNextMonth(now);
  return { start: now, finish: fromNow, restarted: true };
}
