import { Anchor, Badge, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STATISTICS_SERIES, type Statistics } from '@bilim/contract/money';
import { EmptyState } from '@/components/query-state';
import { currentLanguage } from '@/lib/i18n';
import { formatCount } from '@/lib/format';

type StatisticsRecord = Statistics['records'][number];

/** Each card's and event's numbers over the period, busiest first; the table scrolls on phones. */
export function StatisticsRecords({
  records,
  recordHref,
}: {
  records: Statistics['records'];
  recordHref: (record: Pick<StatisticsRecord, 'kind' | 'id'>) => string;
}) {
  const { t, i18n } = useTranslation('statistics');
  const language = currentLanguage(i18n);
  if (records.length === 0) return <EmptyState>{t('records.empty')}</EmptyState>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="statistics-records">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={260}>{t('records.record')}</Table.Th>
            {STATISTICS_SERIES.map((series) => (
              <Table.Th key={series} ta="right">
                {t(`series.${series}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={`${record.kind}-${record.id}`} data-testid="statistics-record">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Badge
                    variant="light"
                    color={record.kind === 'card' ? 'cyan' : 'grape'}
                    size="sm"
                    style={{ flex: 'none' }}
                  >
                    {t(`records.kinds.${record.kind}`)}
                  </Badge>
                  <Anchor component={Link} to={recordHref(record)} lineClamp={2}>
                    {record.title}
                  </Anchor>
                </Group>
              </Table.Td>
              {STATISTICS_SERIES.map((series) => (
                <Table.Td key={series} ta="right">
                  {formatCount(record[series], language)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
