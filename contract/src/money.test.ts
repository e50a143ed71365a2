import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { balanceBadgeColour, type BadgeColour } from './money';

// June to July: no daylight-saving change in common zones, as the rule counts months in local time.
const now = new Date('2026-06-10T12:00:00Z');
const PAYMENT = 490_000;

describe('the balance badge colour (spec §4)', () => {
  // [tariff finish, balance, monthly payment, colour]
  const table: Array<[string | null, number, number, BadgeColour]> = [
    // No paid period (free tariff): neutral whatever the balance.
    [null, 0, 0, 'neutral'],
    [null, 5_000_000, 0, 'neutral'],
    // Ending a month or more from today: neutral.
    ['2026-07-10T12:00:00Z', 0, PAYMENT, 'neutral'],
    ['2026-09-01T00:00:00Z', 100, PAYMENT, 'neutral'],
    // Ending within a month and the balance is 0 or below the payment: red.
    ['2026-07-10T11:59:59Z', 0, PAYMENT, 'red'],
    ['2026-06-20T00:00:00Z', 100_000, PAYMENT, 'red'],
    ['2026-06-20T00:00:00Z', PAYMENT - 1, PAYMENT, 'red'],
    ['2026-06-11T00:00:00Z', 0, 0, 'red'],
    // Already finished, not yet renewed: still within the month, so the same rule.
    ['2026-06-01T00:00:00Z', 0, PAYMENT, 'red'],
    // Ending within a month and the balance covers the payment: green.
    ['2026-06-20T00:00:00Z', PAYMENT, PAYMENT, 'green'],
    ['2026-06-20T00:00:00Z', 10_000_000, PAYMENT, 'green'],
    ['2026-06-01T00:00:00Z', PAYMENT, PAYMENT, 'green'],
  ];

  it.each(table)('finish %s, balance %i, payment %i → %s', (finish, balance, payment, colour) => {
    expect(
      balanceBadgeColour({
        balance,
        monthlyPayment: payment,
        tariffFinish: finish ? new Date(finish) : null,
        now,
      }),
    ).toBe(colour);
  });
});

describe('the badge counts the month on Kazakhstan’s calendar', () => {
  it('whatever the zone of the process', () => {
    // 01:00 on 31 January in Almaty: a month on is 28 February, 01:00 (27 February, 20:00 UTC).
    // Counted in UTC (30 January + 1 month overflows to 2 March) it would still be red.
    const lateJanuary = new Date('2026-01-30T20:00:00Z');
    const colour = (finish: string) =>
      balanceBadgeColour({
        balance: 0,
        monthlyPayment: PAYMENT,
        tariffFinish: new Date(finish),
        now: lateJanuary,
      });
    expect(colour('2026-02-27T19:59:59Z')).toBe('red');
    expect(colour('2026-03-01T00:00:00Z')).toBe('neutral');
  });
});

describe('money as people read it', () => {
  it('formats minor units in the account’s currency and the reader’s language', () => {
    const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaces(formatMoney(1_250_000, 'KZT', 'ru'))).toBe('12 500 ₸');
    expect(spaces(formatMoney(1_250_050, 'KZT', 'en'))).toBe('₸12,500.50');
    expect(spaces(formatMoney(990, 'USD', 'en'))).toBe('$9.90');
  });
});
