import { LANGUAGE_TAGS, type Language } from './constants';

/**
 * Dates as people read them in each interface language: the web app's screens and the server's
 * letters and push messages format through here.
 */

const KAZAKH_MONTHS = [
  'қаңтар',
  'ақпан',
  'наурыз',
  'сәуір',
  'мамыр',
  'маусым',
  'шілде',
  'тамыз',
  'қыркүйек',
  'қазан',
  'қараша',
  'желтоқсан',
];

/**
 * Some browsers ship ICU without Kazakh month names ("2027 M02 4"); then the date is written
 * by hand in the usual Kazakh order.
 */
export function formatWithFallback(
  value: Date,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  const formatted = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], options).format(value);
  if (language !== 'kz' || /[а-яәғқңөұүһі]/i.test(formatted)) return formatted;
  const utc = options.timeZone === 'UTC';
  const month = KAZAKH_MONTHS[utc ? value.getUTCMonth() : value.getMonth()];
  const year = utc ? value.getUTCFullYear() : value.getFullYear();
  if (!options.day) return `${year} ж. ${month}`;
  return `${year} ж. ${utc ? value.getUTCDate() : value.getDate()} ${month}`;
}

let kazakhNumbers: string | undefined;

/**
 * The locale numbers and money are formatted in. Some browsers claim Kazakh but format it as the
 * root locale ("KZT 170,000", "5.0"); Kazakhstan's own conventions (space between thousands,
 * decimal comma, the ₸ after the amount) then come from Russian as written in Kazakhstan.
 */
export function numberLocale(language: Language): string {
  if (language !== 'kz') return LANGUAGE_TAGS[language];
  kazakhNumbers ??=
    new Intl.NumberFormat(LANGUAGE_TAGS.kz).format(1234.5) === '1,234.5'
      ? 'ru-KZ'
      : LANGUAGE_TAGS.kz;
  return kazakhNumbers;
}

/** A YYYY-MM-DD date (and HH:MM time) shown in the interface language, e.g. "12 March 2027". */
export function formatDate(date: string, language: Language, time?: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const value = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const formatted = formatWithFallback(value, language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return time ? `${formatted}, ${time}` : formatted;
}

/**
 * Minor units (tiyn) as money in an interface language and the account's currency, e.g.
 * "12 500 ₸" or "12 500,50 ₸": the web app's screens, the server's letters and pages.
 */
export function formatMoney(minorUnits: number, currency: string, language: Language): string {
  return moneyFormat(language, currency, minorUnits % 100 === 0 ? 0 : 2).format(minorUnits / 100);
}

/** Intl formatters are costly to build and immutable: one per language, currency and precision. */
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(language: Language, currency: string, fractionDigits: 0 | 2) {
  const key = `${language} ${currency} ${fractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: fractionDigits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}
