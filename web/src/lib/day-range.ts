import { isCalendarDay } from '@bilim/contract/calendar';

/** A period of calendar days (YYYY-MM-DD, both ends included); an end may be open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

/** Whether both ends name real days and `from` does not come after `to`. */
export function isDayRange(from: string, to: string): boolean {
  return isCalendarDay(from) && isCalendarDay(to) && from <= to;
}

/**
 * The `from` and `to` days of a URL's query: an end that is not a real day is dropped, and a
 * reversed range is dropped whole — a hand-edited or stale link never breaks the screen.
 */
export function dayRangeFromSearch(search: URLSearchParams): DayRange {
  const day = (name: string) => {
    const value = search.get(name);
    return value !== null && isCalendarDay(value) ? value : null;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && from > to) return { from: null, to: null };
  return { from, to };
}
