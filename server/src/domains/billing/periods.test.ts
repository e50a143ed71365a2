import { describe, expect, it } from 'vitest';
import { firstPeriod, prorate, renewalPeriod } from './periods';

const at = (iso: string) => new Date(iso);
const START = 490_000;

describe('prices of partial months', () => {
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
      restarted: false,
    });
  });

  it('FIRST_DAY: from the old finish to the first day of the month after it', () => {
    const first = at('2026-03-31T19:00:00Z');
    expect(renewalPeriod('FIRST_DAY', first, at('2026-03-31T19:00:30Z'))).toEqual({
      start: first,
      finish: at('2026-04-30T19:00:00Z'),
      restarted: false,
    });
  });

  it('a finish long past renews from now, so a payment never buys a period already over', () => {
    const now = at('2026-07-01T10:00:00Z');
    expect(renewalPeriod('ANY_DAY', finish, now)).toEqual({
      start: now,
      finish: at('2026-08-01T10:00:00Z'),
      restarted: true,
    });
  });

  it('ANY_DAY keeps the day the tariff started: 31 January → 28 February → 31 March → 30 April', () => {
    // 15:00 in Almaty on 31 January.
    const started = at('2026-01-31T10:00:00Z');
    const finishes = [at('2026-02-28T10:00:00Z')];
    for (let i = 0; i < 3; i += 1) {
      const last = finishes[finishes.length - 1] as Date;
      const period = renewalPeriod('ANY_DAY', last, new Date(last.getTime() + 1000), started);
      expect(period).toMatchObject({ start: last, restarted: false });
      finishes.push(period.finish);
    }
    expect(finishes.map((day) => day.toISOString())).toEqual([
      '2026-02-28T10:00:00.000Z',
      '2026-03-31T10:00:00.000Z',
      '2026-04-30T10:00:00.000Z',
      '2026-05-31T10:00:00.000Z',
    ]);
  });

  it('the anchor is the Almaty day of the start, not the UTC one', () => {
    // 20:00 UTC on 30 April is 1 May in Almaty: the period runs from day 1 to day 1.
    const started = at('2026-04-30T20:00:00Z');
    const period = renewalPeriod(
      'ANY_DAY',
      at('2026-05-31T20:00:00Z'),
      at('2026-05-31T20:00:01Z'),
      started,
    );
    expect(period.finish.toISOString()).toBe('2026-06-30T20:00:00.000Z');
  });
});
