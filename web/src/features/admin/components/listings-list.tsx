import { ActionIcon, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminListing } from '@bilim/contract/admin';
import { LISTING_STATES } from '@bilim/contract/listings';
import { CsvButton } from '@/components/csv-button';
import { ListSearch } from '@/components/list-search';
import { PageTitle } from '@/components/page-title';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { pagingProps } from '@/lib/back-office-table';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { oneOf, useSearchState } from '@/lib/use-search-state';
import { useAdminListings } from '../api/listings';

const KEYS = ['q', 'state'] as const;

export const adminListingLinks = {
  show: (kind: 'cards' | 'events', id: number) =>
    kind === 'cards' ? adminPaths.cardShow.getHref(id) : adminPaths.eventShow.getHref(id),
  edit: (kind: 'cards' | 'events', id: number) =>
    kind === 'cards' ? adminPaths.cardEdit.getHref(id) : adminPaths.eventEdit.getHref(id),
  list: (kind: 'cards' | 'events') =>
    kind === 'cards' ? adminPaths.cards.getHref() : adminPaths.events.getHref(),
};

/**
 * /admin/cards and /admin/events: every record in every state and account, found by its title,
 * account or owner; each opens the cabinet's own page and form, and a new one is created in any
 * account.
 */
export function ListingsList({ kind }: { kind: 'cards' | 'events' }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const search = useSearchState(KEYS);
  const state = oneOf(search.values.state, LISTING_STATES);
  const rows = useAdminListings(kind, {
    q: search.values.q || undefined,
    state,
    page: search.page,
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <PageTitle mb={0}>{t(`listings.${kind}.title`)}</PageTitle>
        <Button
          component={Link}
          to={kind === 'cards' ? adminPaths.cardCreate.getHref() : adminPaths.eventCreate.getHref()}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="listing-create"
        >
          {t(`listings.${kind}.create`)}
        </Button>
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <ListSearch
          label={t('listings.search')}
          initial={search.values.q}
          onSearch={(q) => search.set({ q })}
          width={360}
          testId="listings-search"
        />
        <Select
          label={t('listings.state')}
          value={state ?? ''}
          onChange={(value) => search.set({ state: value || null })}
          data={[
            { value: '', label: t('listings.anyState') },
            ...LISTING_STATES.map((value) => ({ value, label: t(`listings.states.${value}`) })),
          ]}
          allowDeselect={false}
          w={220}
          data-testid="listings-state"
        />
        <CsvButton path={`/api/admin/${kind}.csv?${search.query}`} fileName={`bilim-${kind}.csv`} />
      </Group>
      {rows.isError ? (
        <ErrorState error={rows.error} onRetry={() => void rows.refetch()} />
      ) : (
        <DataTable<AdminListing>
          withTableBorder
          borderRadius="md"
          minHeight={220}
          records={rows.data?.data ?? []}
          fetching={rows.isFetching}
          noRecordsText={t(`listings.${kind}.none`)}
          {...pagingProps(rows.data?.meta, (page) => search.set({ page }), t, language)}
          data-testid="listings-table"
          columns={[
            {
              accessor: 'title',
              title: t('listings.name'),
              render: (row) => (
                <Anchor component={Link} to={adminListingLinks.show(kind, row.id)} fw={500}>
                  {row.title}
                </Anchor>
              ),
            },
            {
              accessor: 'state',
              title: t('listings.state'),
              render: (row) => t(`listings.states.${row.state}`),
            },
            {
              accessor: 'account',
              title: t('listings.account'),
              render: ({ account, owner }) => (
                <Stack gap={0}>
                  <Anchor
                    component={Link}
                    to={adminPaths.accountEdit.getHref(account.id)}
                    size="sm"
                  >
                    {account.title}
                  </Anchor>
                  <Anchor
                    component={Link}
                    to={adminPaths.user.getHref(owner.id)}
                    size="xs"
                    c="dimmed"
                  >
                    {owner.name}
                  </Anchor>
                </Stack>
              ),
            },
            {
              accessor: 'city',
              title: t('listings.city'),
              render: (row) => localized(row.city, language),
            },
            {
              accessor: 'updated_at',
              title: t('listings.changed'),
              render: (row) => <Text size="sm">{formatMomentDay(row.updated_at, language)}</Text>,
            },
            {
              accessor: 'actions',
              title: t('listings.actions'),
              textAlign: 'right',
              render: (row) => (
                <ActionIcon
                  component={Link}
                  to={adminListingLinks.edit(kind, row.id)}
                  variant="subtle"
                  aria-label={t('listings.edit', { title: row.title })}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
