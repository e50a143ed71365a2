import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminTag } from '@bilim/contract/admin';
import { LANGUAGES } from '@bilim/contract/constants';
import { ConfirmModal } from '@/components/confirm-modal';
import { CsvButton } from '@/components/csv-button';
import { DeleteAction } from '@/components/delete-action';
import { ListSearch } from '@/components/list-search';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { pagingProps } from '@/lib/back-office-table';
import { formatCount } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { notifySuccess } from '@/lib/notify';
import { useSearchState } from '@/lib/use-search-state';
import { useAdminTags, useDeleteTag } from '../api/dictionaries';

/**
 * /admin/tags: the labels providers put on cards (spec §3), by name, the most used first; add,
 * rename, delete (a deleted tag is taken off its cards).
 */
export function TagsList() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const search = useSearchState(['q'] as const);
  const tags = useAdminTags({ q: search.values.q || undefined, page: search.page });
  const remove = useDeleteTag();
  const [deleting, setDeleting] = useState<AdminTag | null>(null);
  const title = (tag: AdminTag) => localized(tag.title, language);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <PageTitle mb={0}>{t('tags.title')}</PageTitle>
        <Button
          component={Link}
          to={adminPaths.tagCreate.getHref()}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="tag-create"
        >
          {t('tags.create')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('tags.intro')}
      </Text>
      <Group align="flex-end" gap="md" wrap="wrap">
        <ListSearch
          label={t('tags.search')}
          initial={search.values.q}
          onSearch={(q) => search.set({ q })}
          testId="tags-search"
        />
        <CsvButton path={`/api/admin/tags.csv?${search.query}`} fileName="bilim-tags.csv" />
      </Group>
      {tags.isError ? (
        <ErrorState error={tags.error} onRetry={() => void tags.refetch()} />
      ) : (
        <DataTable<AdminTag>
          withTableBorder
          borderRadius="md"
          minHeight={220}
          records={tags.data?.data ?? []}
          fetching={tags.isFetching}
          noRecordsText={t('tags.none')}
          {...pagingProps(tags.data?.meta, (page) => search.set({ page }), t, language)}
          data-testid="tags-table"
          columns={[
            {
              accessor: 'title',
              title: t('tags.name'),
              render: (tag) => <Text fw={500}>#{title(tag)}</Text>,
            },
            {
              accessor: 'translations',
              title: t('tags.otherLanguages'),
              render: (tag) =>
                LANGUAGES.filter((code) => code !== language)
                  .map((code) => tag.title[code])
                  .join(' · '),
            },
            {
              accessor: 'slug',
              title: t('tags.slug'),
              render: (tag) => <Text ff="monospace">{tag.slug}</Text>,
            },
            {
              accessor: 'cards',
              title: t('tags.cards'),
              textAlign: 'right',
              render: (tag) => formatCount(tag.cards, language),
            },
            {
              accessor: 'actions',
              title: <VisuallyHidden>{t('tags.actions')}</VisuallyHidden>,
              textAlign: 'right',
              render: (tag) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    component={Link}
                    to={adminPaths.tagEdit.getHref(tag.id)}
                    variant="subtle"
                    aria-label={t('tags.edit', { title: title(tag) })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <DeleteAction
                    label={t('tags.delete', { title: title(tag) })}
                    blockedReason={null}
                    onClick={() => setDeleting(tag)}
                    testId="tag-delete"
                  />
                </Group>
              ),
            },
          ]}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('tags.deleteTitle')}
        text={
          deleting
            ? t('tags.deleteText', {
                title: title(deleting),
                cards: formatCount(deleting.cards, language),
              })
            : ''
        }
        confirmLabel={t('tags.deleteConfirm')}
        loading={remove.isPending}
        testId="tag-delete-confirm"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('tags.deleted', { title: title(deleting) }));
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}
