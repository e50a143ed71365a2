import {
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_MAX_DAYS,
  calendarDay,
  isCalendarDay,
  periodLength,
  shiftDay,
} from '@bilim/contract/money';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { validationFailed } from '../../lib/errors';

export interface Period {
  /** First day, YYYY-MM-DD, included. */
  from: string;
  /** Last day, YYYY-MM-DD, included. */
  to: string;
}

/**
 * The period a statistics call asks for. Missing ends default to the last 30 days up to today in
 * Kazakhstan (a lone `from` runs to today, a lone `to` covers the 30 days up to it). A day that
 * does not exist, `from` after `to`, or more than 366 days answer 422 on the field at fault.
 */
export function resolvePeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): Period {
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    if (day !== undefined && !isCalendarDay(day)) {
      throw validationFailed({ [field]: FIELD_MESSAGES.INVALID_VALUE });
    }
  }
  const to = query.to ?? calendarDay(now);
  const from = query.from ?? shiftDay(to, -(STATISTICS_DEFAULT_DAYS - 1));
  if (from > to) throw validationFailed({ from: FIELD_MESSAGES.START_AFTER_FINISH });
  if (periodLength(from, to) > STATISTICS_MAX_DAYS) {
    throw validationFailed({ to: FIELD_MESSAGES.OUT_OF_RANGE });
  }
  return { from, to };
}
