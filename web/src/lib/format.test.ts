import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatEventDates, formatMoment, formatMonthYear } from './format';

describe('dates in the interface language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes dates with Intl in English and Russian', () => {
    expect(formatDate('2027-03-12', 'en')).toBe('March 12, 2027');
    expect(formatDate('2027-03-12', 'ru')).toBe('12 марта 2027 г.');
  });

  it("writes moments as their day and time on Kazakhstan's clock", () => {
    const spaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaces(formatMoment('2027-03-12T07:05:00.000Z', 'en'))).toBe('March 12, 2027, 12:05 PM');
    expect(formatMoment('2027-03-12T07:05:00.000Z', 'ru')).toBe('12 марта 2027 г., 12:05');
    expect(spaces(formatMoment('2027-03-12T03:05:00.000Z', 'en'))).toBe('March 12, 2027, 8:05 AM');
    expect(formatMoment('2027-03-12T03:05:00.000Z', 'ru')).toBe('12 марта 2027 г., 08:05');
    // 23:30 UTC is already the next day in Almaty.
    expect(formatMoment('2027-03-12T23:30:00.000Z', 'kz')).toBe('2027 ж. 13 наурыз, 04:30');
  });

  it('writes one-day events with their hours and longer ones as a range', () => {
    const day = {
      start_date: '2027-03-12',
      finish_date: '2027-03-12',
      start_time: '10:00',
      finish_time: '12:30',
    };
    expect(formatEventDates(day, 'en')).toBe('March 12, 2027, 10:00–12:30');
    expect(formatEventDates({ ...day, finish_date: '2027-03-14' }, 'en')).toBe(
      'March 12, 2027, 10:00 — March 14, 2027, 12:30',
    );
  });

  it('names Kazakh months even where the browser has no Kazakh calendar data', () => {
    const RealFormat = Intl.DateTimeFormat;
    const withoutKazakhData = function (locale?: string, options?: Intl.DateTimeFormatOptions) {
      const real = new RealFormat(locale, options);
      return locale === 'kk' ? { format: () => '2027 M02 4' } : real;
    } as unknown as typeof Intl.DateTimeFormat;
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: withoutKazakhData });
    expect(formatDate('2027-02-04', 'kz')).toBe('2027 ж. 4 ақпан');
    expect(formatMonthYear('2025-09-15T10:00:00Z', 'kz')).toBe('2025 ж. қыркүйек');
  });

  it('puts the month after "since" in the genitive in Russian', () => {
    expect(formatMonthYear('2026-11-05T10:00:00Z', 'ru')).toBe('ноября 2026 г.');
    expect(formatMonthYear('2026-11-05T10:00:00Z', 'en')).toBe('November 2026');
    expect(formatMonthYear('2026-11-05T10:00:00Z', 'kz')).toBe('2026 ж. қараша');
  });
});

describe('numbers in Kazakh', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("keeps Kazakhstan's conventions where the browser formats Kazakh as the root locale", async () => {
    const RealFormat = Intl.NumberFormat;
    // Chromium's answer for "kk": it claims the locale but formats it like English.
    const rootForKazakh = function (locale?: string, options?: Intl.NumberFormatOptions) {
      return new RealFormat(locale === 'kk' ? 'und' : locale, options);
    } as unknown as typeof Intl.NumberFormat;
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: rootForKazakh }),
    );
    vi.resetModules();
    const { formatMoney } = await import('@bilim/contract/format');
    const { formatRating } = await import('./format');
    const spaces = (text: string) => text.replace(/\s/g, ' ');
    expect(spaces(formatMoney(17_000_000, 'KZT', 'kz'))).toBe('170 000 ₸');
    expect(formatRating(5, 'kz')).toBe('5,0');
  });
});
