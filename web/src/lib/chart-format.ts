import { LANGUAGE_TAGS, type Language } from '@bilim/contract/constants';

/**
 * A YYYY-MM-DD day as a chart tick: day and month in digits ("03.03", "03/03"). Kazakh is
 * written by hand as day.month: browsers whose ICU lacks Kazakh patterns fall back to the root
 * locale's "10-29".
 */
export function formatTickDay(day: string, language: Language): string {
  if (language === 'kz') {
    const [, month, date] = day.split('-');
    return `${date}.${month}`;
  }
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
