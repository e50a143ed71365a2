import { useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES, COMPLAINT_TARGETS } from '@bilim/contract/trust';
import type { SupportComplaint } from '@bilim/contract/staff';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { supportPaths } from '@/config/support-paths';
import { formatMoment } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSupportComplaints } from '../api/complaints';
import { useSearchState } from '@/lib/use-search-state';
import { CloseComplaintDialog } from './close-complaint-dialog';
import { pagingProps, tableTexts } from '@/lib/back-office-table';

const FILTERS = ['status', 'target_type', 'category'] as const;

/** /support/complaints: the queue, filtered by state, target and category, each closed in a dialog. */
export function ComplaintsQueue() {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const search = useSearchState(FILTERS);
  const complaints = useSupportComplaints(search.query);
  const [closing, setClosing] = useState<SupportComplaint | null>(null);
  const filter = (
    key: (typeof FILTERS)[number],
    values: readonly string[],
    label: string,
    word: (value: string) => string,
  ) => (
    <Select
      label={label}
      value={search.values[key] || null}
      onChange={(value) => search.set({ [key]: value })}
      data={values.map((value) => ({ value, label: word(value) }))}
      placeholder={t('filters.all')}
      clearable
      w={200}
      data-testid={`complaints-filter-${key}`}
    />
  );
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{t('complaints.title')}</PageTitle>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {filter('status', COMPLAINT_STATUSES, t('complaints.status'), (v) =>
          t(`complaints.statuses.${v}`),
        )}
        {filter('target_type', COMPLAINT_TARGETS, t('complaints.target'), (v) => t(`targets.${v}`))}
        {filter('category', COMPLAINT_CATEGORIES, t('complaints.category'), (v) =>
          t(`categories.${v}`),
        )}
      </Group>
      {complaints.isError ? (
        <ErrorState error={complaints.error} onRetry={() => void complaints.refetch()} />
      ) : (
        <DataTable<SupportComplaint>
          withTableBorder
          borderRadius="md"
          minHeight={220}
          verticalAlign="top"
          idAccessor="id"
          records={complaints.data?.data ?? []}
          fetching={complaints.isFetching}
          {...tableTexts(t)}
          {...pagingProps(complaints.data?.meta, (page) => search.set({ page }), t, language)}
          data-testid="complaints-table"
          columns={[
            {
              accessor: 'created_at',
              title: t('complaints.received'),
              render: (row) => formatMoment(row.created_at, language),
              width: 150,
            },
            {
              accessor: 'target',
              title: t('complaints.target'),
              render: (row) => <ComplaintTargetCell complaint={row} />,
            },
            {
              accessor: 'note',
              title: t('complaints.note'),
              render: (row) => (
                <Stack gap={4}>
                  <Badge variant="light" color="red" size="sm">
                    {t(`categories.${row.category}`)}
                  </Badge>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {row.note}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('complaints.from', { name: row.complainer.name })}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'status',
              title: t('complaints.status'),
              render: (row) =>
                row.status === 'open' ? (
                  <Button
                    size="compact-sm"
                    onClick={() => setClosing(row)}
                    data-testid={`complaint-close-${row.id}`}
                  >
                    {t('complaints.close')}
                  </Button>
                ) : (
                  <Stack gap={2}>
                    <Badge color="gray" variant="light">
                      {t('complaints.statuses.closed')}
                    </Badge>
                    <Text size="xs">{row.resolution}</Text>
                    {row.closed_by && (
                      <Text size="xs" c="dimmed">
                        {t('complaints.closedBy', { name: row.closed_by.name })}
                      </Text>
                    )}
                  </Stack>
                ),
              width: 200,
            },
          ]}
        />
      )}
      {closing && <CloseComplaintDialog complaint={closing} onClose={() => setClosing(null)} />}
    </Stack>
  );
}

/** A complaint's target inline: what it is, its words, its author (to their support page), a link. */
function ComplaintTargetCell({ complaint }: { complaint: SupportComplaint }) {
  const { t } = useTranslation('staff');
  const target = complaint.target;
  return (
    <Stack gap={2}>
      <Group gap={6}>
        <Badge variant="outline" size="sm">
          {t(`targets.${complaint.target_type}`)}
        </Badge>
        {target?.removed && (
          <Badge color="gray" size="sm">
            {t('complaints.removed')}
          </Badge>
        )}
      </Group>
      {target ? (
        <>
          {target.path ? (
            <Anchor component={Link} to={target.path} size="sm" lineClamp={3}>
              {target.label}
            </Anchor>
          ) : (
            <Text size="sm">{target.label}</Text>
          )}
          {target.author && (
            <Anchor component={Link} to={supportPaths.user.getHref(target.author.id)} size="xs">
              {t('complaints.author', { name: target.author.name })}
            </Anchor>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('complaints.gone')}
        </Text>
      )}
    </Stack>
  );
}
