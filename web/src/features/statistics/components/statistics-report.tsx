import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '@bilim/contract/money';
import { StatisticsChart } from './statistics-chart';
import { StatisticsRecords } from './statistics-records';
import { StatisticsTotals } from './statistics-totals';

/** What available statistics show: totals, the chart per day, the table per record. */
export function StatisticsReport({
  statistics,
  recordHref,
  headingOrder = 2,
}: {
  statistics: Statistics;
  recordHref: Parameters<typeof StatisticsRecords>[0]['recordHref'];
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('statistics');
  return (
    <Stack gap="lg">
      <StatisticsTotals totals={statistics.totals} />
      <section>
        <Title order={headingOrder} fz="h4" mb="sm">
          {t('chart.title')}
        </Title>
        <StatisticsChart days={statistics.days} />
      </section>
      <section>
        <Title order={headingOrder} fz="h4" mb="sm">
          {t('records.title')}
        </Title>
        <StatisticsRecords records={statistics.records} recordHref={recordHref} />
      </section>
    </Stack>
  );
}
