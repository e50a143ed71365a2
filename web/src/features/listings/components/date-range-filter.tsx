import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/ru';
import 'dayjs/locale/kk';
import { LANGUAGE_TAGS } from '@bilim/contract/constants';
import { currentLanguage } from '@/lib/i18n';
import { withFilters, type ListParams } from '../lib/list-params';

/** The events' date range (@mantine/dates), in the interface language. */
export function DateRangeFilter({
  params,
  onChange,
}: {
  params: ListParams;
  onChange: (params: ListParams) => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <DatesProvider settings={{ locale: LANGUAGE_TAGS[currentLanguage(i18n)], firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        label={t('filters.dates')}
        placeholder={t('filters.datesPlaceholder')}
        data-testid="filter-dates"
        clearable
        allowSingleDateInRange
        value={[params.date_from, params.date_to]}
        onChange={([from, to]) => {
          if (from && !to) return;
          onChange(
            withFilters(params, {
              date_from: from ? String(from).slice(0, 10) : null,
              date_to: to ? String(to).slice(0, 10) : null,
            }),
          );
        }}
        clearButtonProps={{ 'aria-label': t('filters.clearDates') }}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
