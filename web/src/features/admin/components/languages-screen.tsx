import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
// The back offices' table styles (and their readable empty state).
import '@/lib/back-office-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminLanguage } from '@bilim/contract/admin';
import { LANGUAGE_TAGS, type Language } from '@bilim/contract/constants';
import { ConfirmModal } from '@/components/confirm-modal';
import { DeleteAction } from '@/components/delete-action';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { notifySuccess } from '@/lib/notify';
import { useAdminLanguages, useDeleteLanguage } from '../api/dictionaries';

/**
 * /admin/languages: the languages the site knows: the ones the interface speaks (in the language
 * menu) and the ones kept until it does; names and flags edited, extra ones deleted.
 */
export function LanguagesScreen() {
  const { t } = useTranslation('admin');
  const languages = useAdminLanguages();
  const remove = useDeleteLanguage();
  const [deleting, setDeleting] = useState<AdminLanguage | null>(null);
  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" align="center">
        <PageTitle mb={0}>{t('languages.title')}</PageTitle>
        <Button
          component={Link}
          to={adminPaths.languageCreate.getHref()}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="language-create"
        >
          {t('languages.create')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('languages.intro')}
      </Text>
      {languages.isError ? (
        <ErrorState error={languages.error} onRetry={() => void languages.refetch()} />
      ) : (
        <DataTable<AdminLanguage>
          withTableBorder
          borderRadius="md"
          minHeight={160}
          idAccessor="code"
          records={languages.data ?? []}
          fetching={languages.isPending}
          noRecordsText={t('languages.none')}
          data-testid="languages-table"
          columns={[
            {
              accessor: 'title',
              title: t('languages.name'),
              render: (language) => (
                <Group gap="xs" wrap="nowrap">
                  <span aria-hidden>{language.flg}</span>
                  <Text
                    size="sm"
                    fw={500}
                    lang={LANGUAGE_TAGS[language.code as Language] ?? language.code}
                  >
                    {language.title}
                  </Text>
                </Group>
              ),
            },
            {
              accessor: 'code',
              title: t('languages.code'),
              render: (language) => <Text ff="monospace">{language.code}</Text>,
            },
            {
              accessor: 'interface',
              title: t('languages.menu'),
              render: (language) =>
                language.interface ? (
                  <Badge variant="light">{t('languages.inMenu')}</Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    {t('languages.notTranslated')}
                  </Badge>
                ),
            },
            {
              accessor: 'actions',
              title: <VisuallyHidden>{t('languages.actions')}</VisuallyHidden>,
              textAlign: 'right',
              render: (language) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    component={Link}
                    to={adminPaths.languageEdit.getHref(language.code)}
                    variant="subtle"
                    aria-label={t('languages.edit', { title: language.title })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <DeleteAction
                    label={t('languages.delete', { title: language.title })}
                    blockedReason={language.built_in ? t('languages.cannotDelete') : null}
                    onClick={() => setDeleting(language)}
                    testId="language-delete"
                  />
                </Group>
              ),
            },
          ]}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('languages.deleteTitle')}
        text={deleting ? t('languages.deleteText', { title: deleting.title }) : ''}
        confirmLabel={t('languages.deleteConfirm')}
        loading={remove.isPending}
        testId="language-delete-confirm"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.code, {
            onSuccess: () => {
              notifySuccess(t('languages.deleted', { title: deleting.title }));
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}
