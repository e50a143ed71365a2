import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Stack, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminCity } from '@bilim/contract/admin';
import { ConfirmModal } from '@/components/confirm-modal';
import { DeleteAction } from '@/components/delete-action';
import { CsvButton } from '@/components/csv-button';
import { ListSearch } from '@/components/list-search';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { pagingProps } from '@/lib/back-office-table';
import { formatCount } from '@/lib/format';
import { formatCoordinates } from '../lib/coordinates';
import { recordsText } from '../lib/record-counts';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { notifySuccess } from '@/lib/notify';
import { useSearchState } from '@/lib/use-search-state';
import { useAdminCities, useDeleteCity } from '../api/dictionaries';

/** /admin/cities: every city by name, largest first, with what is in it; add, edit, delete. */
export function CitiesList() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const search = useSearchState(['q'] as const);
  const cities = useAdminCities({ q: search.values.q || undefined, page: search.page });
  const remove = useDeleteCity();
  const [deleting, setDeleting] = useState<AdminCity | null>(null);
  const title = (city: AdminCity) => localized(city.title, language);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <PageTitle mb={0}>{t('cities.title')}</PageTitle>
        <Button
          component={Link}
          to={adminPaths.cityCreate.getHref()}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="city-create"
        >
          {t('cities.create')}
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <ListSearch
          label={t('cities.search')}
          initial={search.values.q}
          onSearch={(q) => search.set({ q })}
          testId="cities-search"
        />
        <CsvButton path={`/api/admin/cities.csv?${search.query}`} fileName="bilim-cities.csv" />
      </Group>
      {cities.isError ? (
        <ErrorState error={cities.error} onRetry={() => void cities.refetch()} />
      ) : (
        <DataTable<AdminCity>
          withTableBorder
          borderRadius="md"
          minHeight={220}
          records={cities.data?.data ?? []}
          fetching={cities.isFetching}
          noRecordsText={t('cities.none')}
          {...pagingProps(cities.data?.meta, (page) => search.set({ page }), t, language)}
          data-testid="cities-table"
          columns={[
            {
              accessor: 'title',
              title: t('cities.name'),
              render: (city) => (
                <Anchor component={Link} to={adminPaths.cityShow.getHref(city.id)} fw={500}>
                  {title(city)}
                </Anchor>
              ),
            },
            {
              accessor: 'population',
              title: t('cities.population'),
              textAlign: 'right',
              render: (city) => formatCount(city.population, language),
            },
            {
              accessor: 'coordinates',
              title: t('cities.coordinates'),
              render: (city) => formatCoordinates(city.latitude, city.longitude, language),
            },
            {
              accessor: 'records',
              title: t('cities.records'),
              render: (city) => recordsText(t, city, language),
            },
            {
              accessor: 'actions',
              title: <VisuallyHidden>{t('cities.actions')}</VisuallyHidden>,
              textAlign: 'right',
              render: (city) => {
                return (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      component={Link}
                      to={adminPaths.cityEdit.getHref(city.id)}
                      variant="subtle"
                      aria-label={t('cities.edit', { title: title(city) })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <DeleteAction
                      label={t('cities.delete', { title: title(city) })}
                      blockedReason={city.cards + city.events > 0 ? t('cities.cannotDelete') : null}
                      onClick={() => setDeleting(city)}
                      testId="city-delete"
                    />
                  </Group>
                );
              },
            },
          ]}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('cities.deleteTitle')}
        text={deleting ? t('cities.deleteText', { title: title(deleting) }) : ''}
        confirmLabel={t('cities.deleteConfirm')}
        loading={remove.isPending}
        testId="city-delete-confirm"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('cities.deleted', { title: title(deleting) }));
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}
