import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '@bilim/contract/admin';
import { ErrorState } from '@/components/query-state';
import { formatTickDay } from '@/lib/chart-format';
import { formatCount } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useAdminDashboard } from '../api/get-dashboard';

const FIGURES = ['users', 'published_cards', 'published_events', 'open_complaints'] as const;
const CHART_HEIGHT = 260;

/**
 * The admin dashboard's figures: users, published records and open complaints now; registrations
 * and new records, top-ups and revenue per day of the last 30 (charts of a fixed height).
 */
export function SiteOverview() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const dashboard = useAdminDashboard();
  if (dashboard.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('dashboard.loading')}>
        <Skeleton height={84} />
        <Skeleton height={CHART_HEIGHT + 70} />
        <Skeleton height={CHART_HEIGHT + 70} />
      </Stack>
    );
  }
  if (dashboard.isError) {
    return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  }
  const data: AdminDashboard = dashboard.data;
  const days = data.days.map((day) => ({
    ...day,
    label: formatTickDay(day.day, language),
    // Charted in tenge: the ledger keeps minor units.
    top_ups: day.top_ups / 100,
    revenue: day.revenue / 100,
  }));
  const money = (tenge: number) => formatMoney(Math.round(tenge * 100), data.currency, language);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {FIGURES.map((figure) => (
          <Paper key={figure} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {t(`dashboard.figures.${figure}`)}
            </Text>
            <Text fz="h3" fw={700} data-testid={`dashboard-${figure}`}>
              {formatCount(data[figure], language)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('dashboard.activityTitle')}
        </Title>
        <BarChart
          h={CHART_HEIGHT}
          data={days}
          dataKey="label"
          series={[
            { name: 'registrations', label: t('dashboard.series.registrations'), color: 'cyan.7' },
            { name: 'cards', label: t('dashboard.series.cards'), color: 'grape.6' },
            { name: 'events', label: t('dashboard.series.events'), color: 'orange.6' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(value) => formatCount(value, language)}
          yAxisProps={{ allowDecimals: false, width: 40 }}
          aria-label={t('dashboard.activityTitle')}
          data-testid="dashboard-activity"
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="h4" mb="sm">
          {t('dashboard.moneyTitle')}
        </Title>
        <LineChart
          h={CHART_HEIGHT}
          data={days}
          dataKey="label"
          series={[
            { name: 'top_ups', label: t('dashboard.series.top_ups'), color: 'teal.7' },
            { name: 'revenue', label: t('dashboard.series.revenue'), color: 'indigo.6' },
          ]}
          curveType="monotone"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={money}
          yAxisProps={{ width: 80, tickFormatter: (value: number) => formatCount(value, language) }}
          aria-label={t('dashboard.moneyTitle')}
          data-testid="dashboard-money"
        />
      </Paper>
    </Stack>
  );
}
