import type { ReactNode } from 'react';
import { Group, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { CabinetAccount } from '@bilim/contract/cabinet';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { AccountSwitcher } from '@/components/account-switcher';
import { useCurrentAccount } from '@/lib/current-account';

type Section = 'overview' | 'cards' | 'events' | 'statistics';

const SECTION_PATHS: Record<Section, string> = {
  overview: paths.cabinet.getHref(),
  cards: paths.cabinetCards.getHref(),
  events: paths.cabinetEvents.getHref(),
  statistics: paths.cabinetStatistics.getHref(),
};

function sectionOf(pathname: string): Section {
  if (pathname.startsWith('/cabinet/cards')) return 'cards';
  if (pathname.startsWith('/cabinet/events')) return 'events';
  if (pathname.startsWith('/cabinet/statistics')) return 'statistics';
  return 'overview';
}

/**
 * Every cabinet screen: the heading, the account switcher, the sections, and the screen itself
 * for the current account once the accounts have loaded.
 */
export function CabinetShell({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: (account: CabinetAccount) => ReactNode;
}) {
  const { t } = useTranslation(['cabinet', 'common']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: accounts, account, isPending, isError, error, refetch } = useCurrentAccount();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageTitle mb={0}>{title}</PageTitle>
        {accounts && account && <AccountSwitcher accounts={accounts} current={account} />}
      </Group>
      <Tabs
        value={sectionOf(pathname)}
        onChange={(value) => value && navigate(SECTION_PATHS[value as Section])}
      >
        <Tabs.List aria-label={t('cabinet:nav.label')}>
          {(Object.keys(SECTION_PATHS) as Section[]).map((section) => (
            <Tabs.Tab key={section} value={section} data-testid={`cabinet-nav-${section}`}>
              {t(`cabinet:nav.${section}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {actions}
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : account ? (
        children(account)
      ) : (
        <EmptyState>{t('cabinet:account.none')}</EmptyState>
      )}
    </Stack>
  );
}
