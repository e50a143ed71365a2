import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_REVIEW_STATES, type AdminComment, type AdminReview } from '@bilim/contract/admin';
import { CsvButton } from '@/components/csv-button';
import { ConfirmModal } from '@/components/confirm-modal';
import { DeleteAction } from '@/components/delete-action';
import { ListSearch } from '@/components/list-search';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import { pagingProps } from '@/lib/back-office-table';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { oneOf, useSearchState } from '@/lib/use-search-state';
import { useIsMobile } from '@/lib/use-is-mobile';
import {
  useAdminReviews,
  useDeleteReview,
  useRestoreReview,
  type ReviewKind,
} from '../api/reviews';

type Row = AdminReview | AdminComment;
const KEYS = ['q', 'state'] as const;

/**
 * /admin/scores and /admin/comments: every review (or comment), newest first, found by its text,
 * author or record, live or deleted by support; each corrected, deleted or restored.
 */
export function ReviewsList({ kind }: { kind: ReviewKind }) {
  const { t, i18n } = useTranslation('admin');
  const isPhone = useIsMobile();
  const language = currentLanguage(i18n);
  const search = useSearchState(KEYS);
  const state = oneOf(search.values.state, ADMIN_REVIEW_STATES) ?? 'all';
  const rows = useAdminReviews(kind, {
    q: search.values.q || undefined,
    state,
    page: search.page,
  });
  const remove = useDeleteReview(kind);
  const restore = useRestoreReview(kind);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const editHref = (id: number) =>
    kind === 'reviews' ? adminPaths.scoreEdit.getHref(id) : adminPaths.commentEdit.getHref(id);
  const recordHref = ({ subject }: Row) =>
    `${subject.type === 'card' ? paths.card.getHref(subject.id) : paths.event.getHref(subject.id)}#reviews`;

  return (
    <Stack gap="md">
      <PageTitle mb={0}>{t(`reviews.${kind}.title`)}</PageTitle>
      <Group align="flex-end" gap="md" wrap="wrap">
        <ListSearch
          label={t('reviews.search')}
          initial={search.values.q}
          onSearch={(q) => search.set({ q })}
          width={360}
          testId="reviews-search"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="reviews-state-label">
            {t('reviews.state')}
          </Text>
          <SegmentedControl
            // Kazakh's state names do not fit side by side on a phone.
            orientation={isPhone ? 'vertical' : 'horizontal'}
            fullWidth={isPhone}
            aria-labelledby="reviews-state-label"
            value={state}
            onChange={(value) => search.set({ state: value === 'all' ? null : value })}
            data={ADMIN_REVIEW_STATES.map((value) => ({
              value,
              label: t(`reviews.states.${value}`),
            }))}
            data-testid="reviews-state"
          />
        </Stack>
        <CsvButton path={`/api/admin/${kind}.csv?${search.query}`} fileName={`bilim-${kind}.csv`} />
      </Group>
      {rows.isError ? (
        <ErrorState error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <DataTable<Row>
          withTableBorder
          borderRadius="md"
          minHeight={220}
          records={rows.data?.data ?? []}
          fetching={rows.isFetching}
          noRecordsText={t(`reviews.${kind}.none`)}
          {...pagingProps(rows.data?.meta, (page) => search.set({ page }), t, language)}
          data-testid="reviews-table"
          columns={[
            {
              accessor: 'text',
              title: t(`reviews.${kind}.text`),
              render: (row) => (
                <Stack gap={2} maw={480}>
                  {'score' in row && (
                    <Text
                      size="sm"
                      fw={600}
                      aria-label={t('reviews.scoreOf', { score: row.score })}
                    >
                      {'★'.repeat(row.score)}
                      <Text span c="dimmed" inherit>
                        {'★'.repeat(5 - row.score)}
                      </Text>
                    </Text>
                  )}
                  <Text size="sm" lineClamp={3}>
                    {row.text}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'subject',
              title: t('reviews.record'),
              render: (row) =>
                row.subject.title === null ? (
                  <Text size="sm" c="dimmed">
                    {t('reviews.recordGone')}
                  </Text>
                ) : (
                  <Anchor component={Link} to={recordHref(row)} size="sm">
                    {row.subject.title}
                  </Anchor>
                ),
            },
            {
              accessor: 'author',
              title: t('reviews.author'),
              render: ({ author }) => (
                <Anchor component={Link} to={adminPaths.user.getHref(author.id)} size="sm">
                  {author.name}
                </Anchor>
              ),
            },
            {
              accessor: 'created_at',
              title: t('reviews.written'),
              render: (row) => formatMomentDay(row.created_at, language),
            },
            {
              accessor: 'deleted_at',
              title: t('reviews.state'),
              // A badge shrinks to its padding in a narrow column (its label is cut with "…"):
              // this one keeps the width of its text, and the day of a deletion follows as
              // plain text, wrapping under the badge when the column is narrow.
              render: (row) => (
                <Text size="sm" component="div">
                  <Badge
                    color={row.deleted_at ? 'red' : undefined}
                    variant="light"
                    miw="max-content"
                  >
                    {t(`reviews.stateOfOne.${row.deleted_at ? 'deleted' : 'live'}`)}
                  </Badge>
                  {row.deleted_at && ` ${formatMomentDay(row.deleted_at, language)}`}
                </Text>
              ),
            },
            {
              accessor: 'actions',
              title: <VisuallyHidden>{t('reviews.actions')}</VisuallyHidden>,
              textAlign: 'right',
              render: (row) => {
                const name = t(`reviews.${kind}.byAuthor`, { author: row.author.name });
                return (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      component={Link}
                      to={editHref(row.id)}
                      variant="subtle"
                      aria-label={t('reviews.edit', { name })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    {row.deleted_at ? (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('reviews.restore', { name })}
                        loading={restore.isPending && restore.variables === row.id}
                        onClick={() =>
                          restore.mutate(row.id, {
                            onSuccess: () => notifySuccess(t(`reviews.${kind}.restored`)),
                          })
                        }
                        data-testid="review-restore"
                      >
                        <IconArrowBackUp size={18} aria-hidden />
                      </ActionIcon>
                    ) : (
                      <DeleteAction
                        label={t('reviews.delete', { name })}
                        blockedReason={null}
                        onClick={() => setDeleting(row)}
                        testId="review-delete"
                      />
                    )}
                  </Group>
                );
              },
            },
          ]}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t(`reviews.${kind}.deleteTitle`)}
        text={t(`reviews.${kind}.deleteText`)}
        confirmLabel={t('reviews.deleteConfirm')}
        loading={remove.isPending}
        testId="review-delete-confirm"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t(`reviews.${kind}.deleted`));
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}
