import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import { useState } from 'react';
import { Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@bilim/contract/constants';
import { calendarDay } from '@bilim/contract/calendar';
import { STATISTICS_MAX_DAYS } from '@bilim/contract/money';
import { currentLanguage } from '@/lib/i18n';
import {
  PERIOD_PRESETS,
  isValidRange,
  type PeriodPreset,
  type StatisticsPeriod,
} from '../lib/period';

type PeriodChange = { preset: PeriodPreset } | { from: string; to: string };
type Range = [string | null, string | null];

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
  const { t, i18n } = useTranslation('statistics');
  // A custom range in the URL shows the calendar; so does choosing "custom" before any range.
  const [customChosen, setCustomChosen] = useState(false);
  const custom = customChosen || period.preset === null;
  const [range, setRange] = useState<Range>([period.from, period.to]);
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

  const pick = (next: Range) => {
    setRange(next);
    const [from, to] = next.map((day) => day?.slice(0, 10) ?? null);
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
        <DatesProvider
          settings={{ locale: LANGUAGE_TAGS[currentLanguage(i18n)], firstDayOfWeek: 1 }}
        >
          <DatePickerInput
            type="range"
            label={t('period.range')}
            placeholder={t('period.rangePlaceholder')}
            value={range}
            onChange={pick}
            maxDate={calendarDay(new Date())}
            allowSingleDateInRange
            error={error}
            miw={240}
            data-testid="period-range"
            popoverProps={{ withinPortal: true }}
          />
        </DatesProvider>
      )}
    </Group>
  );
}
