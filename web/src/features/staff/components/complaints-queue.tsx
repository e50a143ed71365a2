import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { PlainList } from '@/components/plain-list';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES, COMPLAINT_TARGETS } from '@bilim/contract/trust';
import type { PageMeta } from '@bilim/contract/api';
import type { SupportComplaint } from '@bilim/contract/staff';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { supportPaths } from '@/config/support-paths';
import { formatMoment } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSupportComplaints } from '../api/complaints';
import { useSearchState } from '@/lib/use-search-state';
import { CloseComplaintDialog } from './close-complaint-dialog';
import { pagingProps, tableTexts } from '@/lib/back-office-table';
import { useIsMobile } from '@/lib/use-is-mobile';
import { focusableScroll } from '../lib/scroll-region';

const FILTERS = ['status', 'target_type', 'category'] as const;

/** /support/complaints: the queue, filtered by state, target and category, each closed in a dialog. */
export function ComplaintsQueue() {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const search = useSearchState(FILTERS);
  const complaints = useSupportComplaints(search.query);
  const [closing, setClosing] = useState<SupportComplaint | null>(null);
  // Phones get a list of cards: the table needs about 600 px, and "Close" was off the screen.
  const isPhone = useIsMobile();
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
      ) : isPhone ? (
        <ComplaintCards
          complaints={complaints.data?.data}
          meta={complaints.data?.meta}
          fetching={complaints.isFetching}
          onPage={(page) => search.set({ page })}
          onClose={setClosing}
        />
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
          scrollAreaProps={focusableScroll(t('complaints.title'))}
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
              render: (row) => <ComplaintNote complaint={row} />,
            },
            {
              accessor: 'status',
              title: t('complaints.status'),
              render: (row) => <ComplaintState complaint={row} onClose={setClosing} />,
              width: 200,
            },
          ]}
        />
      )}
      {closing && <CloseComplaintDialog complaint={closing} onClose={() => setClosing(null)} />}
    </Stack>
  );
}

/** What the complainer said: the category, their note and their name. */
function ComplaintNote({ complaint }: { complaint: SupportComplaint }) {
  const { t } = useTranslation('staff');
  return (
    <Stack gap={4}>
      <Badge variant="light" color="red" size="sm">
        {t(`categories.${complaint.category}`)}
      </Badge>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {complaint.note}
      </Text>
      <Text size="xs" c="dimmed">
        {t('complaints.from', { name: complaint.complainer.name })}
      </Text>
    </Stack>
  );
}

/** An open complaint's "Close"; a closed one's resolution and who closed it. */
function ComplaintState({
  complaint,
  onClose,
}: {
  complaint: SupportComplaint;
  onClose: (complaint: SupportComplaint) => void;
}) {
  const { t } = useTranslation('staff');
  return complaint.status === 'open' ? (
    <Button
      size="compact-sm"
      onClick={() => onClose(complaint)}
      data-testid={`complaint-close-${complaint.id}`}
    >
      {t('complaints.close')}
    </Button>
  ) : (
    <Stack gap={2}>
      <Badge color="gray" variant="light">
        {t('complaints.statuses.closed')}
      </Badge>
      <Text size="xs">{complaint.resolution}</Text>
      {complaint.closed_by && (
        <Text size="xs" c="dimmed">
          {t('complaints.closedBy', { name: complaint.closed_by.name })}
        </Text>
      )}
    </Stack>
  );
}

/** The queue on a phone: one card per complaint (when, about what, the note, its state), pages. */
function ComplaintCards({
  complaints,
  meta,
  fetching,
  onPage,
  onClose,
}: {
  complaints: SupportComplaint[] | undefined;
  meta: PageMeta | undefined;
  fetching: boolean;
  onPage: (page: number) => void;
  onClose: (complaint: SupportComplaint) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  if (!complaints) return <LoadingState />;
  if (complaints.length === 0) return <EmptyState>{t('table.empty')}</EmptyState>;
  return (
    <Stack gap="sm">
      <PlainList
        gap="xs"
        aria-label={t('complaints.title')}
        aria-busy={fetching}
        data-testid="complaints-cards"
      >
        {complaints.map((complaint) => (
          <Paper
            key={complaint.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid={`complaint-card-${complaint.id}`}
          >
            <Stack gap="xs">
              <Text size="xs" c="dimmed">
                {t('complaints.received')}: {formatMoment(complaint.created_at, language)}
              </Text>
              <ComplaintTargetCell complaint={complaint} />
              <ComplaintNote complaint={complaint} />
              <ComplaintState complaint={complaint} onClose={onClose} />
            </Stack>
          </Paper>
        ))}
      </PlainList>
      {meta && meta.last_page > 1 && (
        <Group justify="center">
          <Pagination
            total={meta.last_page}
            value={meta.current_page}
            onChange={onPage}
            siblings={0}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
          />
        </Group>
      )}
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
            // 24 px lines: links at least 24 px tall (WCAG 2.2 target size; 20 px before).
            <Anchor component={Link} to={target.path} size="sm" lh="24px" lineClamp={3}>
              {target.label}
            </Anchor>
          ) : (
            <Text size="sm">{target.label}</Text>
          )}
          {target.author && (
            <Anchor
              component={Link}
              to={supportPaths.user.getHref(target.author.id)}
              size="xs"
              lh="24px"
              w="fit-content"
            >
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
