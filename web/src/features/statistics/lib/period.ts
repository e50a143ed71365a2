import { useSearchParams } from 'react-router';
import { lastDays, periodLength } from '@bilim/contract/calendar';
import { STATISTICS_DEFAULT_DAYS, STATISTICS_MAX_DAYS } from '@bilim/contract/money';
import { dayRangeFromSearch, isDayRange } from '@/lib/day-range';

/** The quick choices of the period picker, in days up to today. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A statistics period: a preset (the last N days) or a custom range, both ends included. */
export interface StatisticsPeriod {
  preset: PeriodPreset | null;
  from: string;
  to: string;
}

/** Without a choice: the server's default period too. */
const DEFAULT_PRESET: PeriodPreset = STATISTICS_DEFAULT_DAYS;

const isPreset = (value: number): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly number[]).includes(value);

/** Whether a custom range is one the server answers: real days, in order, at most 366 of them. */
export function isValidRange(from: string, to: string): boolean {
  return isDayRange(from, to) && periodLength(from, to) <= STATISTICS_MAX_DAYS;
}

/**
 * The period a URL names: `?days=7|30|90`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD`; anything else
 * (nothing, a broken range) is the last 30 days. Presets end today in Kazakhstan.
 */
export function periodFromSearch(
  params: URLSearchParams,
  now: Date = new Date(),
): StatisticsPeriod {
  const { from, to } = dayRangeFromSearch(params);
  if (from && to && isValidRange(from, to)) return { preset: null, from, to };
  const days = Number(params.get('days'));
  const preset = isPreset(days) ? days : DEFAULT_PRESET;
  return { preset, ...lastDays(preset, now) };
}

/** The period in the URL's query (so it survives a reload) and a setter that keeps other parameters. */
export function useStatisticsPeriod(): [
  StatisticsPeriod,
  (next: { preset: PeriodPreset } | { from: string; to: string }) => void,
] {
  const [params, setParams] = useSearchParams();
  const period = periodFromSearch(params);
  const setPeriod = (next: { preset: PeriodPreset } | { from: string; to: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['days', 'from', 'to']) updated.delete(key);
        if ('preset' in next) {
          if (next.preset !== DEFAULT_PRESET) updated.set('days', String(next.preset));
        } else {
          updated.set('from', next.from);
          updated.set('to', next.to);
        }
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
