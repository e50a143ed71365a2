import { LANGUAGE_TAGS, type Language } from '@bilim/contract/constants';

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
function formatWithFallback(
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

/** An event's dates: one day with its times, or the first and last day. */
export function formatEventDates(
  event: { start_date: string; finish_date: string; start_time: string; finish_time: string },
  language: Language,
): string {
  if (event.start_date === event.finish_date) {
    return `${formatDate(event.start_date, language)}, ${event.start_time}–${event.finish_time}`;
  }
  return `${formatDate(event.start_date, language, event.start_time)} — ${formatDate(
    event.finish_date,
    language,
    event.finish_time,
  )}`;
}

/** An ISO date-time as a month and year ("on site since March 2025"). */
export function formatMonthYear(iso: string, language: Language): string {
  return formatWithFallback(new Date(iso), language, { month: 'long', year: 'numeric' });
}

export function formatRating(rating: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}

/** A distance in metres as "850 m" or "3.4 km". */
export function formatDistance(metres: number, language: Language): string {
  const tag = LANGUAGE_TAGS[language];
  if (metres < 1000) {
    return new Intl.NumberFormat(tag, {
      style: 'unit',
      unit: 'meter',
      maximumFractionDigits: 0,
    }).format(Math.round(metres / 10) * 10);
  }
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  }).format(metres / 1000);
}
