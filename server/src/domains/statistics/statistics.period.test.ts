import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { calendarDay, isCalendarDay, periodLength, shiftDay } from '@bilim/contract/calendar';
import { describe, expect, it } from 'vitest';
import { resolvePeriod } from './statistics.period';

// 19:30 UTC on 1 March is already 00:30 on 2 March in Kazakhstan (UTC+5).
const lateEvening = new Date('2026-03-01T19:30:00Z');

describe('statistics days', () => {
  it("are Kazakhstan's calendar days", () => {
    expect(calendarDay(lateEvening)).toBe('2026-03-02');
    expect(calendarDay(lateEvening, 'UTC')).toBe('2026-03-01');
  });

  it('shift across months and leap days, and count both ends', () => {
    expect(shiftDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(periodLength('2026-03-01', '2026-03-01')).toBe(1);
    expect(periodLength('2024-01-01', '2024-12-31')).toBe(366);
    expect(periodLength('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('exist only when the calendar has them', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-3-1')).toBe(false);
  });
});

describe('resolvePeriod', () => {
  it('defaults to the 30 days up to today in Kazakhstan', () => {
    expect(resolvePeriod({}, lateEvening)).toEqual({ from: '2026-02-01', to: '2026-03-02' });
  });

  it('runs a lone `from` to today and gives a lone `to` the 30 days up to it', () => {
    expect(resolvePeriod({ from: '2026-02-20' }, lateEvening)).toEqual({
      from: '2026-02-20',
      to: '2026-03-02',
    });
    expect(resolvePeriod({ to: '2026-01-30' }, lateEvening)).toEqual({
      from: '2026-01-01',
      to: '2026-01-30',
    });
  });

  it('refuses `from` after `to`, more than 366 days, and days that do not exist', () => {
    const failure = (query: { from?: string; to?: string }) => {
      try {
        resolvePeriod(query, lateEvening);
      } catch (error) {
        return (error as { statusCode: number; errors: unknown }).errors;
      }
      return undefined;
    };
    expect(failure({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      from: FIELD_MESSAGES.START_AFTER_FINISH,
    });
    expect(failure({ from: '2025-03-01', to: '2026-03-02' })).toEqual({
      to: FIELD_MESSAGES.OUT_OF_RANGE,
    });
    expect(failure({ from: '2025-03-02', to: '2026-03-02' })).toBeUndefined();
    expect(failure({ to: '2026-02-30' })).toEqual({ to: FIELD_MESSAGES.INVALID_VALUE });
  });
});
