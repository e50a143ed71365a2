import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { rowsOf } from '../db/db';
import { checkDayRange, kazakhstanDayOf, kazakhstanDayStart } from './kazakhstan-days';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Kazakhstan days in SQL', () => {
  it('a day starts at midnight in Almaty, whatever the session’s zone', async () => {
    const row = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/New_York'`);
      const rows = await rowsOf<{ start: string; next: string; day: string }>(
        tx,
        sql`select to_char(${kazakhstanDayStart('2026-04-01')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as start,
          to_char(${kazakhstanDayStart('2026-04-01', 1)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as next,
          to_char(${kazakhstanDayOf(sql`'2026-03-31T20:00:00Z'::timestamptz`)}, 'YYYY-MM-DD') as day`,
      );
      return rows[0];
    });
    expect(row).toEqual({ start: '2026-03-31T19:00', next: '2026-04-01T19:00', day: '2026-04-01' });
  });
});

describe('day ranges of requests', () => {
  const failure = (days: { from?: string; to?: string }) => {
    try {
      checkDayRange(days);
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('accepts real days in order, either end open', () => {
    expect(failure({ from: '2024-02-29', to: '2024-02-29' })).toBeUndefined();
    expect(failure({ to: '2026-03-01' })).toBeUndefined();
    expect(failure({})).toBeUndefined();
  });

  it('refuses a day that does not exist, and `from` after `to`', () => {
    expect(failure({ from: '2027-02-30' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { from: 'Invalid value' },
    });
    expect(failure({ from: '2026-03-02', to: '2026-03-01' })).toMatchObject({
      statusCode: 422,
      code: 'START_AFTER_FINISH',
      errors: { from: 'Start date is bigger than finish date' },
    });
  });
});
