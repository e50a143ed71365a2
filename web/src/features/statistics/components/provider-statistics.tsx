import { lazy, Suspense } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useProviderStatistics } from '../api/get-provider-statistics';
import { useStatisticsPeriod } from '../lib/period';
import { PeriodPicker } from './period-picker';

// The chart library loads only for providers whose statistics are shown, not with every page.
const StatisticsReport = lazy(() =>
  import('./statistics-report').then((module) => ({ default: module.StatisticsReport })),
);

const publicRecordHref = ({ kind, id }: { kind: 'card' | 'event'; id: number }) =>
  kind === 'card' ? paths.card.getHref(id) : paths.event.getHref(id);

/**
 * The statistics section of a provider's public page. Visitors see it only when the provider's
 * tariff includes statistics; otherwise (and until that is known) the page has no such section.
 */
export function ProviderStatistics({ userId }: { userId: number }) {
  const { t } = useTranslation('statistics');
  const [period, setPeriod] = useStatisticsPeriod();
  const statistics = useProviderStatistics(userId, period);
  if (!statistics.data?.available) return null;
  return (
    <section data-testid="provider-statistics">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3">
            {t('provider.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('provider.subtitle')}
          </Text>
        </div>
        <Group gap="xs" align="flex-end">
          <PeriodPicker period={period} onChange={setPeriod} />
          {statistics.isPlaceholderData && <Loader size="xs" aria-label={t('updating')} />}
        </Group>
        <Suspense fallback={<LoadingState />}>
          <StatisticsReport
            statistics={statistics.data}
            recordHref={publicRecordHref}
            headingOrder={3}
          />
        </Suspense>
      </Stack>
    </section>
  );
}
