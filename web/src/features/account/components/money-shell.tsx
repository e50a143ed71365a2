import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account } from '@bilim/contract/money';
import { AccountSwitcher } from '@/components/account-switcher';
import { PageTitle } from '@/components/page-title';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { useCurrentMoneyAccount } from '../api/get-account';

/**
 * Every money screen: the heading, the account switcher, and the screen itself for the current
 * account once GET /api/account has answered (loading and error states until then).
 */
export function MoneyShell({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: (account: Account) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const { accounts, money } = useCurrentMoneyAccount();

  let body: ReactNode;
  if (accounts.isPending) body = <LoadingState />;
  else if (accounts.isError)
    body = <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  else if (!accounts.account) body = <EmptyState>{t('none')}</EmptyState>;
  else if (money.isPending) body = <LoadingState />;
  else if (money.isError)
    body = <ErrorState error={money.error} onRetry={() => void money.refetch()} />;
  else body = children(money.data);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageTitle mb={0}>{title}</PageTitle>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {actions}
          {accounts.data && accounts.account && (
            <AccountSwitcher accounts={accounts.data} current={accounts.account} />
          )}
        </Group>
      </Group>
      {body}
    </Stack>
  );
}
