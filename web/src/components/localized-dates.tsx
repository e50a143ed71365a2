import '@mantine/dates/styles.css';
import { useState, type ReactNode } from 'react';
import {
  DateInput,
  DatePickerInput,
  DatesProvider,
  type CalendarAriaLabels,
  type DateInputProps,
  type DatePickerInputProps,
} from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@bilim/contract/constants';
import { currentLanguage } from '@/lib/i18n';

// Localized formats ("LL": 5 December 2026, 5 декабря 2026 г., 5 желтоқсан 2026) need the plugin.
dayjs.extend(localizedFormat);

/**
 * The date pickers' language: month and weekday names of the interface language, weeks from
 * Monday (as in Kazakhstan). Every @mantine/dates picker is rendered inside it; the fields
 * below bring it along.
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: LANGUAGE_TAGS[currentLanguage(i18n)], firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}

/** The calendar's arrows and level switches named for screen readers, in the reader's language. */
function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation('common');
  const names = [
    'previousMonth',
    'nextMonth',
    'previousYear',
    'nextYear',
    'previousDecade',
    'nextDecade',
    'monthLevelControl',
    'yearLevelControl',
  ] as const;
  return Object.fromEntries(names.map((name) => [name, t(`calendar.${name}`)]));
}

/**
 * One day, picked from a calendar in the reader's language and shown in their words ("LL")
 * unless a format is given. Escape closes the open calendar only: a modal around the field
 * stays, with what was typed in it (Mantine's modal closes on an Escape whose target does not
 * say it handles it).
 */
export function DateField({ popoverProps, valueFormat = 'LL', ...props }: DateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarLabels = useCalendarLabels();
  return (
    <LocalizedDates>
      <DateInput
        valueFormat={valueFormat}
        ariaLabels={calendarLabels}
        {...props}
        popoverProps={{
          ...popoverProps,
          onOpen: () => setCalendarOpen(true),
          onClose: () => setCalendarOpen(false),
        }}
        data-mantine-stop-propagation={calendarOpen || undefined}
      />
    </LocalizedDates>
  );
}

/** A range of days (`YYYY-MM-DD`), either end open (null). */
export type DayRange = [string | null, string | null];

/**
 * A range of days picked from a calendar in the reader's language, shown in their words. The
 * first click of a range is kept here until the second: only a whole range (or none, cleared)
 * reaches `onChange`, so a caller keeping the range in the URL never sees half of one.
 */
export function DayRangeField({
  value,
  onChange,
  popoverProps,
  valueFormat = 'LL',
  ...props
}: Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange'> & {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const [started, setStarted] = useState<DayRange | null>(null);
  const calendarLabels = useCalendarLabels();
  return (
    <LocalizedDates>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        valueFormat={valueFormat}
        ariaLabels={calendarLabels}
        {...props}
        value={started ?? value}
        onChange={(next) => {
          const [from, to] = next.map((day) => (day ? String(day).slice(0, 10) : null));
          if (from && !to) {
            setStarted([from, null]);
            return;
          }
          setStarted(null);
          onChange([from ?? null, to ?? null]);
        }}
        // Closed after one click: the range shown is the one in force again.
        popoverProps={{ ...popoverProps, onClose: () => setStarted(null) }}
      />
    </LocalizedDates>
  );
}
