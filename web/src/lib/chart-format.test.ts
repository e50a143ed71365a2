import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTickDay } from './chart-format';

describe('chart ticks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes a day and month in digits in each language', () => {
    expect(formatTickDay('2026-10-29', 'en')).toBe('10/29');
    expect(formatTickDay('2026-10-29', 'ru')).toBe('29.10');
    expect(formatTickDay('2026-03-03', 'kz')).toBe('03.03');
  });

  it('writes Kazakh as day.month where the browser has no Kazakh patterns', () => {
    const RealFormat = Intl.DateTimeFormat;
    // Chromium's answer for "kk": the root locale's month-day.
    const rootForKazakh = function (locale?: string, options?: Intl.DateTimeFormatOptions) {
      return new RealFormat(locale === 'kk' ? 'und' : locale, options);
    } as unknown as typeof Intl.DateTimeFormat;
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: rootForKazakh });
    expect(formatTickDay('2026-10-29', 'kz')).toBe('29.10');
  });
});
