import { LANGUAGE_TAGS, type Language } from '@bilim/contract/constants';

/** Formats minor units (tiyn) as money in the interface language, e.g. "12 500 ₸". */
export function formatMoney(minorUnits: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: minorUnits % 100 === 0 ? 0 : 2,
  }).format(minorUnits / 100);
}

/**
 * An amount typed in major units ("10 000", "2500,50", 1500.5) as minor units (tiyn), or null when
 * it is not a number or has more than two decimals. Works on the digits, never on floats.
 */
export function toMinorUnits(amount: number | string): number | null {
  const text = (typeof amount === 'number' ? String(amount) : amount)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
