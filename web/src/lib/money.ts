import type { Language } from '@bilim/contract/constants';
import { numberLocale } from '@bilim/contract/format';

/** Money in the interface language, e.g. "12 500 ₸": the contract's, shared with the server's letters. */
export { formatMoney } from '@bilim/contract/format';

/** The sign of a currency as money is written in the interface language, e.g. "₸" for KZT. */
export function currencySymbol(currency: string, language: Language): string {
  const parts = new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
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

/**
 * A money input's value (tenge, as `MoneyInput` gives it) in minor units: a minus kept, nothing
 * typed as undefined and what is no amount as NaN, so the form's schema names either.
 */
export function minorUnitsOf(amount: number | string): number | undefined {
  if (amount === '') return undefined;
  const text = String(amount).trim();
  const negative = text.startsWith('-');
  const minor = toMinorUnits(negative ? text.slice(1) : text);
  if (minor === null) return Number.NaN;
  return negative ? -minor : minor;
}
