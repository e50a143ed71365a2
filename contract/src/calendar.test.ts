import { describe, expect, it } from 'vitest';
import {
  addMonth,
  calendarDay,
  firstDayOfNextMonth,
  isCalendarDay,
  lastDays,
  periodLength,
  shiftDay,
  startOfMonth,
} from './calendar';

const at = (iso: string) => new Date(iso);

describe('days on Kazakhstan’s calendar', () => {
  it('a moment’s day is Almaty’s (UTC+5), not UTC’s, unless another zone is asked', () => {
    // 20:00 UTC on 31 March is already 1 April in Almaty.
    expect(calendarDay(at('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(calendarDay(at('2026-03-31T20:00:00Z'), 'UTC')).toBe('2026-03-31');
  });

  it('shifts, measures and checks days', () => {
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(periodLength('2024-01-01', '2024-12-31')).toBe(366);
    expect(periodLength('2026-03-02', '2026-03-01')).toBe(0);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-30')).toBe(false);
    expect(lastDays(7, at('2026-03-31T20:00:00Z'))).toEqual({
      from: '2026-03-26',
      to: '2026-04-01',
    });
  });
});

describe('months in Almaty’s wall-clock time', () => {
  it('a month on keeps the wall-clock time; a day the next month lacks becomes its last day', () => {
    // 15:00 in Almaty (UTC+5) on 31 January → 28 February, 15:00.
    expect(addMonth(at('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth(at('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonth(at('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });

  it('with an anchor day, a month on goes back to it when the month has it', () => {
    // 28 February anchored on the 31st → 31 March; on the 30th → 30 March.
    expect(addMonth(at('2026-02-28T10:00:00Z'), 31).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(addMonth(at('2026-02-28T10:00:00Z'), 30).toISOString()).toBe('2026-03-30T10:00:00.000Z');
    expect(addMonth(at('2026-03-31T10:00:00Z'), 31).toISOString()).toBe('2026-04-30T10:00:00.000Z');
  });

  it('follows the change of Almaty from UTC+6 to UTC+5 on 1 March 2024', () => {
    // 06:00 on 15 February 2024 (UTC+6) → 06:00 on 15 March 2024 (UTC+5).
    expect(addMonth(at('2024-02-15T00:00:00Z')).toISOString()).toBe('2024-03-15T01:00:00.000Z');
  });

  it('first days and month starts are Almaty’s midnights', () => {
    expect(firstDayOfNextMonth(at('2026-03-31T20:00:00Z')).toISOString()).toBe(
      '2026-04-30T19:00:00.000Z',
    );
    expect(startOfMonth(at('2026-03-31T20:00:00Z')).toISOString()).toBe('2026-03-31T19:00:00.000Z');
  });
});
