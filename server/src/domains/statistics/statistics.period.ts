import { calendarDay, periodLength, shiftDay } from '@bilim/contract/calendar';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { STATISTICS_DEFAULT_DAYS, STATISTICS_MAX_DAYS } from '@bilim/contract/money';
import { validationFailed } from '../../lib/errors';
import { checkDayRange } from '../../lib/kazakhstan-days';

export interface Period {
  /** First day, YYYY-MM-DD, included. */
  from: string;
  /** Last day, YYYY-MM-DD, included. */
  to: string;
}

/**
 * The period a statistics call asks for. Missing ends default to the last 30 days up to today in
 * Kazakhstan (a lone `from` runs to today, a lone `to` covers the 30 days up to it). A day that
 * does not exist, `from` after `to` (checkDayRange, as the ledger's history), or more than 366
 * days answer 422 on the field at fault.
 */
export function resolvePeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): Period {
  checkDayRange(query);
  const to = query.to ?? calendarDay(now);
  const from = query.from ?? shiftDay(to, -(STATISTICS_DEFAULT_DAYS - 1));
  // A lone `from` after today.
  checkDayRange({ from, to });
  if (periodLength(from, to) > STATISTICS_MAX_DAYS) {
    throw validationFailed({ to: FIELD_MESSAGES.OUT_OF_RANGE });
  }
  return { from, to };
}
