import { calendarDay } from '@bilim/contract/calendar';
import type { Language } from '@bilim/contract/constants';
import { formatClockTime, formatMomentDay } from '@/lib/format';

/** When a conversation last moved, as a list shows it: the time today, the day before that. */
export function formatLastActivity(iso: string, language: Language, now = new Date()): string {
  return calendarDay(new Date(iso)) === calendarDay(now)
    ? formatClockTime(iso, language)
    : formatMomentDay(iso, language);
}
