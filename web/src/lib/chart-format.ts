import { LANGUAGE_TAGS, type Language } from '@bilim/contract/constants';

/**
 * A YYYY-MM-DD day as a chart tick: day and month in digits ("03.03", "03/03"), which every
 * browser writes in every language (some lack Kazakh month names).
 */
export function formatTickDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
