import { calendarDay } from '@bilim/contract/money';
import { describe, expect, it } from 'vitest';
import {
  addMonth,
  firstDayOfNextMonth,
  firstPeriod,
  prorate,
  renewalPeriod,
  startOfMonth,
} from './periods';

const at = (iso: string) => new Date(iso);
const START = 490_000;

describe('periods on the Almaty calendar', () => {
  it('a month on keeps the wall-clock time; a day the next month lacks becomes its last day', () => {
    // 15:00 in Almaty (UTC+5) on 31 January → 28 February, 15:00.
    expect(addMonth(at('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth(at('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonth(at('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });

  it('follows the change of Almaty from UTC+6 to UTC+5 on 1 March 2024', () => {
    // 06:00 on 15 February 2024 (UTC+6) → 06:00 on 15 March 2024 (UTC+5).
    expect(addMonth(at('2024-02-15T00:00:00Z')).toISOString()).toBe('2024-03-15T01:00:00.000Z');
  });

  it('days, first days and month starts are Almaty’s, not UTC’s', () => {
    // 20:00 UTC on 31 March is already 1 April in Almaty.
    expect(calendarDay(at('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(firstDayOfNextMonth(at('2026-03-31T20:00:00Z')).toISOString()).toBe(
      '2026-04-30T19:00:00.000Z',
    );
    expect(startOfMonth(at('2026-03-31T20:00:00Z')).toISOString()).toBe('2026-03-31T19:00:00.000Z');
  });

  it('prorates half up to whole minor units', () => {
    expect(prorate(START, 17, 31)).toBe(268_710); // 268,709.68
    expect(prorate(100, 1, 8)).toBe(13); // 12.5 → 13
    expect(prorate(100, 1, 3)).toBe(33); // 33.33 → 33
    expect(prorate(START, 30, 30)).toBe(START);
  });
});

describe('the first paid period', () => {
  it('ANY_DAY: the whole price, until the same day next month', () => {
    const now = at('2026-03-15T07:00:00Z');
    expect(firstPeriod('ANY_DAY', START, now)).toEqual({
      start: now,
      finish: at('2026-04-15T07:00:00Z'),
      charge: START,
    });
  });

  it('FIRST_DAY on 15 March: 17 of 31 days (today included), until 1 April at midnight', () => {
    const now = at('2026-03-15T07:00:00Z');
    expect(firstPeriod('FIRST_DAY', START, now)).toEqual({
      start: now,
      finish: at('2026-03-31T19:00:00Z'),
      charge: 268_710,
    });
  });

  it('FIRST_DAY on the first day: the whole month; on the last day: one day of it', () => {
    expect(firstPeriod('FIRST_DAY', START, at('2026-03-31T20:00:00Z')).charge).toBe(START);
    // 31 March, 23:00 in Almaty: one day of 31.
    expect(firstPeriod('FIRST_DAY', START, at('2026-03-31T18:00:00Z')).charge).toBe(15_806);
  });
});

describe('a renewal period', () => {
  const finish = at('2026-04-15T07:00:00Z');

  it('ANY_DAY: from the old finish, a month on', () => {
    expect(renewalPeriod('ANY_DAY', finish, at('2026-04-15T07:01:00Z'))).toEqual({
      start: finish,
      finish: at('2026-05-15T07:00:00Z'),
    });
  });

  it('FIRST_DAY: from the old finish to the first day of the month after it', () => {
    const first = at('2026-03-31T19:00:00Z');
    expect(renewalPeriod('FIRST_DAY', first, at('2026-03-31T19:00:30Z'))).toEqual({
      start: first,
      finish: at('2026-04-30T19:00:00Z'),
    });
  });

  it('a finish long past renews from now, so a payment never buys a period already over', () => {
    const now = at('2026-07-01T10:00:00Z');
    expect(renewalPeriod('ANY_DAY', finish, now)).toEqual({
      start: now,
      finish: at('2026-08-01T10:00:00Z'),
    });
  });
});
