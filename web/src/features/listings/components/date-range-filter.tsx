import { useTranslation } from 'react-i18next';
import { DayRangeField } from '@/components/localized-dates';
import { withFilters, type ListParams } from '../lib/list-params';

/** The events' date range (@mantine/dates), in the interface language. */
export function DateRangeFilter({
  params,
  onChange,
}: {
  params: ListParams;
  onChange: (params: ListParams) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <DayRangeField
      label={t('filters.dates')}
      placeholder={t('filters.datesPlaceholder')}
      data-testid="filter-dates"
      clearable
      value={[params.date_from, params.date_to]}
      onChange={([from, to]) => onChange(withFilters(params, { date_from: from, date_to: to }))}
      clearButtonProps={{ 'aria-label': t('filters.clearDates') }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
