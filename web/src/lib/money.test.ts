import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, toMinorUnits } from './money';

describe('money typed by people', () => {
  it.each([
    ['10000', 1_000_000],
    ['10 000', 1_000_000],
    ['2500,5', 250_050],
    ['2500.05', 250_005],
    [' 0.01 ', 1],
    [1500.5, 150_050],
    [0.29, 29],
    [5000, 500_000],
  ] as const)('reads %j as %i tiyn', (typed, tiyn) => {
    expect(toMinorUnits(typed)).toBe(tiyn);
  });

  it.each(['', 'abc', '-5', '1.234', '1e5', '10,000.00', Number.NaN, -1])('refuses %j', (typed) => {
    expect(toMinorUnits(typed)).toBeNull();
  });

  it('writes tiyn back as tenge', () => {
    expect(formatMoney(toMinorUnits('10 000') ?? 0, 'KZT', 'en')).toBe('₸10,000');
  });

  it('writes the sign of the currency in use', () => {
    expect(currencySymbol('KZT', 'ru')).toBe('₸');
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('RUB', 'ru')).toBe('₽');
  });
});
