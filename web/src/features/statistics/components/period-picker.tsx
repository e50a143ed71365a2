import { useState } from 'react';
import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { calendarDay } from '@bilim/contract/calendar';
import { STATISTICS_MAX_DAYS } from '@bilim/contract/money';
import { DayRangeField, type DayRange } from '@/components/localized-dates';
import {
  PERIOD_PRESETS,
  isValidRange,
  type PeriodPreset,
  type StatisticsPeriod,
} from '../lib/period';

type PeriodChange = { preset: PeriodPreset } | { from: string; to: string };

const CUSTOM = 'custom';

/**
 * The last 7, 30 or 90 days, or a range of days from the calendar (at most 366, none after
 * today in Kazakhstan).
 */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: StatisticsPeriod;
  onChange: (next: PeriodChange) => void;
}) {
  const { t } = useTranslation('statistics');
  // A custom range in the URL shows the calendar; so does choosing "custom" before any range.
  const [customChosen, setCustomChosen] = useState(false);
  const custom = customChosen || period.preset === null;
  const [range, setRange] = useState<DayRange>([period.from, period.to]);
  const [error, setError] = useState<string | null>(null);
  const choice = custom ? CUSTOM : String(period.preset);

  const choose = (value: string) => {
    if (value === CUSTOM) {
      setCustomChosen(true);
      setRange([period.from, period.to]);
      return;
    }
    setCustomChosen(false);
    setError(null);
    onChange({ preset: Number(value) as PeriodPreset });
  };

  const pick = (next: DayRange) => {
    setRange(next);
    const [from, to] = next;
    if (!from || !to) return;
    if (!isValidRange(from, to)) {
      setError(t('period.tooLong', { count: STATISTICS_MAX_DAYS }));
      return;
    }
    setError(null);
    onChange({ from, to });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        value={choice}
        onChange={choose}
        aria-label={t('period.label')}
        data-testid="period-presets"
        data={[
          ...PERIOD_PRESETS.map((days) => ({
            value: String(days),
            label: t(`period.presets.${days}`),
          })),
          { value: CUSTOM, label: t('period.custom') },
        ]}
      />
      {custom && (
        <DayRangeField
          label={t('period.range')}
          placeholder={t('period.rangePlaceholder')}
          value={range}
          onChange={pick}
          maxDate={calendarDay(new Date())}
          error={error}
          miw={240}
          data-testid="period-range"
          popoverProps={{ withinPortal: true }}
        />
      )}
    </Group>
  );
}
