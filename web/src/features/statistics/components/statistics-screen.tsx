import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { useAccountStatistics } from '../api/get-account-statistics';
import { useStatisticsPeriod } from '../lib/period';
import { PeriodPicker } from './period-picker';
import { StatisticsReport } from './statistics-report';
import { StatisticsTeaser } from './statistics-teaser';

const cabinetRecordHref = ({ kind, id }: { kind: 'card' | 'event'; id: number }) =>
  kind === 'card' ? paths.cabinetCard.getHref(id) : paths.cabinetEvent.getHref(id);

/** /cabinet/statistics: the current account's statistics over the period in the URL. */
export function StatisticsScreen({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('statistics');
  const language = currentLanguage(i18n);
  const [period, setPeriod] = useStatisticsPeriod();
  const statistics = useAccountStatistics(accountId, period);

  if (statistics.isPending) return <LoadingState />;
  if (statistics.isError) {
    return <ErrorState error={statistics.error} onRetry={() => void statistics.refetch()} />;
  }
  if (!statistics.data.available) return <StatisticsTeaser />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PeriodPicker period={period} onChange={setPeriod} />
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="statistics-period">
            {t('period.summary', {
              from: formatDate(statistics.data.from, language),
              to: formatDate(statistics.data.to, language),
            })}
          </Text>
          {statistics.isPlaceholderData && <Loader size="xs" aria-label={t('updating')} />}
        </Group>
      </Stack>
      <StatisticsReport statistics={statistics.data} recordHref={cabinetRecordHref} />
    </Stack>
  );
}
