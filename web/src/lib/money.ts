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
