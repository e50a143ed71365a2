import { MONEY_TIME_ZONE, type RenewalMode } from '@bilim/contract/money';

// Paid periods on the calendar of Kazakhstan: months, first days and "today" are those of
// Asia/Almaty (MONEY_TIME_ZONE), whatever the server's own zone. DECISIONS: ANY_DAY renews on
// the same day of the next month, FIRST_DAY on the first day of each month, the first period
// prorated.

/** A wall-clock time in Almaty; months 1–12. */
interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MONEY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function localTime(date: Date): LocalTime {
  const parts = Object.fromEntries(
    wallClock
      .formatToParts(date)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: date.getUTCMilliseconds(),
  };
}

const asUtc = (t: LocalTime) =>
  Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.millisecond);

/** How far Almaty's clock is ahead of UTC at that moment (+5 h since March 2024, +6 h before). */
const offsetAt = (instant: number) => asUtc(localTime(new Date(instant))) - instant;

/** The moment Almaty's clock shows `t` (a second pass settles a change of offset in between). */
function fromLocalTime(t: LocalTime): Date {
  const wall = asUtc(t);
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const monthAfter = (t: Pick<LocalTime, 'year' | 'month'>) =>
  t.month === 12 ? { year: t.year + 1, month: 1 } : { year: t.year, month: t.month + 1 };

const midnight = { hour: 0, minute: 0, second: 0, millisecond: 0 };

/** The same wall-clock time a month later; a day the next month lacks becomes its last day. */
export function addMonth(date: Date): Date {
  const t = localTime(date);
  const next = monthAfter(t);
  return fromLocalTime({ ...t, ...next, day: Math.min(t.day, daysInMonth(next.year, next.month)) });
}

/** Midnight of the first day of the month after the one `date` falls in. */
export function firstDayOfNextMonth(date: Date): Date {
  return fromLocalTime({ ...monthAfter(localTime(date)), day: 1, ...midnight });
}

/** Midnight of the first day of the month `date` falls in. */
export function startOfMonth(date: Date): Date {
  const t = localTime(date);
  return fromLocalTime({ year: t.year, month: t.month, day: 1, ...midnight });
}

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
 * day (FIRST_DAY). A finish long past (the service was stopped) renews from `now`, so one
 * payment never buys a period that is already over.
 */
export function renewalPeriod(
  mode: RenewalMode,
  finish: Date,
  now: Date,
): { start: Date; finish: Date } {
  const next = (from: Date) => (mode === 'ANY_DAY' ? addMonth(from) : firstDayOfNextMonth(from));
  const fromFinish = next(finish);
  if (fromFinish.getTime() > now.getTime()) return { start: finish, finish: fromFinish };
  return { start: now, finish: next(now) };
}
