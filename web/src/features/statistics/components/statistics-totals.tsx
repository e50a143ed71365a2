import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATISTICS_SERIES, type Statistics } from '@bilim/contract/money';
import { currentLanguage } from '@/lib/i18n';
import { formatCount } from '@/lib/format';

/** The period's totals: views, contact reveals, favorites. */
export function StatisticsTotals({ totals }: { totals: Statistics['totals'] }) {
  const { t, i18n } = useTranslation('statistics');
  const language = currentLanguage(i18n);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-label={t('totals.label')}>
      {STATISTICS_SERIES.map((series) => (
        <Paper key={series} withBorder radius="md" p="md" data-testid={`total-${series}`}>
          <Text size="sm" c="dimmed">
            {t(`series.${series}`)}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {formatCount(totals[series], language)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
