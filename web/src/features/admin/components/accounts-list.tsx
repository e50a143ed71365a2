import { Anchor, Stack, Text, Group } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminAccount } from '@bilim/contract/admin';
import { ErrorState } from '@/components/query-state';
import { CsvButton } from '@/components/csv-button';
import { ListSearch } from '@/components/list-search';
import { PageTitle } from '@/components/page-title';
import { adminPaths } from '@/config/admin-paths';
import { pagingProps, tableTexts } from '@/lib/back-office-table';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';
import { useSearchState } from '@/lib/use-search-state';
import { useAdminAccounts } from '../api/accounts';

/** /admin/accounts: every account, found by its title or its owner; each opens its money page. */
export function AccountsList() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const search = useSearchState(['q'] as const);
  const accounts = useAdminAccounts({ q: search.values.q || undefined, page: search.page });
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{t('accounts.title')}</PageTitle>
      <Group align="flex-end" gap="md" wrap="wrap">
        <ListSearch
          label={t('accounts.search')}
          initial={search.values.q}
          onSearch={(q) => search.set({ q })}
          testId="accounts-search"
        />
        <CsvButton path={`/api/admin/accounts.csv?${search.query}`} fileName="bilim-accounts.csv" />
      </Group>
      {accounts.isError ? (
        <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : (
        <DataTable<AdminAccount>
          withTableBorder
          borderRadius="md"
          minHeight={220}
          records={accounts.data?.data ?? []}
          fetching={accounts.isFetching}
          {...tableTexts(t)}
          {...pagingProps(accounts.data?.meta, (page) => search.set({ page }), t, language)}
          data-testid="accounts-table"
          columns={[
            {
              accessor: 'title',
              title: t('accounts.account'),
              render: (account) => (
                <Anchor component={Link} to={adminPaths.accountEdit.getHref(account.id)} fw={500}>
                  {account.title}
                </Anchor>
              ),
            },
            {
              accessor: 'owner',
              title: t('accounts.owner'),
              render: ({ owner }) => (
                <Stack gap={0}>
                  <Text size="sm">{owner.name}</Text>
                  <Text size="xs" c="dimmed">
                    {owner.email}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'balance',
              title: t('accounts.balance'),
              render: (account) => formatMoney(account.balance, account.currency, language),
            },
            {
              accessor: 'tariff',
              title: t('accounts.tariff'),
              render: ({ tariff, tariff_finish_at: finish }) =>
                finish
                  ? t('accounts.tariffUntil', {
                      tariff: localized(tariff.title, language),
                      day: formatMomentDay(finish, language),
                    })
                  : localized(tariff.title, language),
            },
            {
              accessor: 'created_at',
              title: t('accounts.since'),
              render: (account) => formatMomentDay(account.created_at, language),
            },
          ]}
        />
      )}
    </Stack>
  );
}
