import { calendarDay, KAZAKHSTAN_TIME_ZONE } from '@bilim/contract/calendar';
import { LANGUAGE_TAGS, type Language } from '@bilim/contract/constants';
import { formatDate, formatWithFallback, numberLocale } from '@bilim/contract/format';

/** Days in the interface language: the contract's, shared with the server's letters. */
export { formatDate };

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

/** An ISO moment as its day on Kazakhstan's calendar (as the books count days), e.g. "12 марта 2027 г.". */
export function formatMomentDay(iso: string, language: Language): string {
  return formatDate(calendarDay(new Date(iso)), language);
}

/**
 * The last day of a span whose end is exclusive (a restriction's `until` is the midnight after
 * the last day support picked): the day of the moment just before it, not "6 December, 00:00".
 */
export function formatLastDay(exclusiveEnd: string, language: Language): string {
  return formatMomentDay(new Date(Date.parse(exclusiveEnd) - 1).toISOString(), language);
}

/**
 * An ISO moment as its day and time on Kazakhstan's clock (as the books count days), e.g.
 * "March 12, 2027, 12:05 PM" or "12 марта 2027 г., 12:05".
 */
export function formatMoment(iso: string, language: Language): string {
  return formatDate(calendarDay(new Date(iso)), language, formatClockTime(iso, language));
}

/**
 * An ISO moment as the time on Kazakhstan's clock, e.g. "08:05" or "8:05 AM" (a 12-hour clock
 * writes the hour without a leading zero).
 */
export function formatClockTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    hour: language === 'en' ? 'numeric' : '2-digit',
    minute: '2-digit',
    timeZone: KAZAKHSTAN_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * An ISO date-time as the month and year after "since" ("on site since March 2025"). Russian
 * puts the month in the genitive there ("с ноября 2026 г.", not "с ноябрь"): the form a full
 * date uses, without its day.
 */
export function formatMonthYear(iso: string, language: Language): string {
  const moment = new Date(iso);
  if (language === 'ru') {
    const full = formatWithFallback(moment, language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    return full.replace(/^\d+\s+/, '');
  }
  return formatWithFallback(moment, language, { month: 'long', year: 'numeric' });
}

/** A count in the interface language ("12 500", "12,500"). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language)).format(value);
}

export function formatRating(rating: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}

/** A distance in metres as "850 m" or "3.4 km". */
export function formatDistance(metres: number, language: Language): string {
  const tag = numberLocale(language);
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

/**
 * A country's name by its ISO 3166 code in the interface language ("Kazakhstan", "Казахстан");
 * Russian where a browser lacks Kazakh names, the code where it lacks both.
 */
export function formatCountry(code: string, language: Language): string {
  try {
    return (
      new Intl.DisplayNames([LANGUAGE_TAGS[language], 'ru'], { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}
