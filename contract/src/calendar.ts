/**
 * Kazakhstan's calendar, one for the server and the web app: the books, paid periods, the
 * history's day filters, statistics days and the badge all count days and months in
 * Asia/Almaty's wall-clock time, whatever the zone of the process that runs them.
 */

/**
 * Kazakhstan's time zone: one zone, UTC+5 since March 2024 (UTC+6 before; Intl and PostgreSQL
 * know the history, so older moments fall on the right days too).
 */
export const KAZAKHSTAN_TIME_ZONE = 'Asia/Almaty';

/** The calendar day (YYYY-MM-DD) of a moment in a time zone, Kazakhstan's by default. */
export function calendarDay(moment: Date, timeZone: string = KAZAKHSTAN_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const dayToUtc = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? NaN, (month ?? NaN) - 1, date ?? NaN);
};
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a YYYY-MM-DD string names a real day (not 2027-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const time = dayToUtc(day);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  return new Date(dayToUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a period holds, both ends included (0 when `to` comes before `from`). */
export function periodLength(from: string, to: string): number {
  return Math.max(0, Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS) + 1);
}

/** The last `days` days up to today (in Kazakhstan), today included. */
export function lastDays(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = calendarDay(now);
  return { from: shiftDay(to, -(days - 1)), to };
}

// ---- Months in Almaty's wall-clock time (paid periods, the badge) ----

/** A wall-clock time in Almaty; months 1–12. */
export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: KAZAKHSTAN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** What Almaty's clock shows at a moment. */
export function localTime(date: Date): LocalTime {
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

/** Days in a month (1–12) of a year. */
export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const monthAfter = (t: Pick<LocalTime, 'year' | 'month'>) =>
  t.month === 12 ? { year: t.year + 1, month: 1 } : { year: t.year, month: t.month + 1 };

const midnight = { hour: 0, minute: 0, second: 0, millisecond: 0 };

/**
 * The same wall-clock time a month later, on `anchorDay` (the date's own day unless told): a day
 * the next month lacks becomes its last day. Paid periods pass the day their tariff started, so
 * 31 January → 28 February → 31 March rather than drifting to the 28th.
 */
export function addMonth(date: Date, anchorDay: number = localTime(date).day): Date {
  const t = localTime(date);
  const next = monthAfter(t);
  return fromLocalTime({
    ...t,
    ...next,
    day: Math.min(anchorDay, daysInMonth(next.year, next.month)),
  });
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

/** Midnight in Almaty as the day (YYYY-MM-DD) starts: "until 12 March" is the start of the 13th. */
export function dayStart(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return fromLocalTime({ year, month, day: date, ...midnight });
}
