import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { STATISTICS_SERIES, type Statistics, type StatisticsSeries } from '@bilim/contract/money';
import { EmptyState } from '@/components/query-state';
import { currentLanguage } from '@/lib/i18n';
import { formatCount } from '@/lib/format';
import { formatTickDay } from '@/lib/chart-format';

const COLOURS: Record<StatisticsSeries, string> = {
  views: 'cyan.6',
  contact_reveals: 'grape.6',
  favorites: 'orange.6',
  reviews: 'teal.7',
};

/** Views, contact reveals, favorites and reviews per day (the chart takes its container's width). */
export function StatisticsChart({ days }: { days: Statistics['days'] }) {
  const { t, i18n } = useTranslation('statistics');
  const language = currentLanguage(i18n);
  const quiet = days.every((day) => STATISTICS_SERIES.every((series) => day[series] === 0));
  if (quiet) return <EmptyState>{t('chart.quiet')}</EmptyState>;
  return (
    <LineChart
      h={280}
      data={days.map((day) => ({ ...day, label: formatTickDay(day.day, language) }))}
      dataKey="label"
      series={STATISTICS_SERIES.map((name) => ({
        name,
        label: t(`series.${name}`),
        color: COLOURS[name],
      }))}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      withDots={days.length <= 31}
      valueFormatter={(value) => formatCount(value, language)}
      yAxisProps={{ allowDecimals: false, width: 40 }}
      aria-label={t('chart.label')}
      data-testid="statistics-chart"
    />
  );
}
