import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { accountQueryOptions } from '@/features/account/api/get-account';
import { HistoryScreen } from '@/features/account/components/history-screen';
import { AdjustBalanceForm } from '@/features/admin/components/adjust-balance-form';
import { GrantTariffForm } from '@/features/admin/components/grant-tariff-form';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { adminPaths } from '@/config/admin-paths';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';
import { Component as NotFoundPage } from '../not-found';

/**
 * /admin/accounts/edit/{id}: an account's balance and tariff, an audited adjustment with its
 * reason, a tariff given without a charge, and its whole history (the owner's own screen, which admins may open for any account).
 */
export function Component() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const id = Number(useParams().accountId);
  const valid = Number.isInteger(id) && id > 0;
  const account = useQuery({ ...accountQueryOptions(id), enabled: valid });
  if (!valid) return <NotFoundPage />;
  if (account.isPending) return <Skeleton height={480} />;
  if (account.isError) {
    return <ErrorState error={account.error} onRetry={() => void account.refetch()} />;
  }
  const { data } = account;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={adminPaths.accounts.getHref()} size="sm">
        {t('accounts.back')}
      </Anchor>
      <PageTitle mb={0}>{data.title}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('accounts.balance')}
          </Text>
          <Text fz="h3" fw={700} data-testid="account-balance">
            {formatMoney(data.balance, data.currency, language)}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('accounts.tariff')}
          </Text>
          <Text fw={600}>{localized(data.tariff.title, language)}</Text>
          {data.tariff_finish_dt && (
            <Text size="sm" c="dimmed">
              {t('accounts.paidUntil', { day: formatMomentDay(data.tariff_finish_dt, language) })}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('accounts.usage')}
          </Text>
          <Text>
            {t('accounts.usageText', {
              cards: data.usage.cards,
              events: data.usage.events,
            })}
          </Text>
        </Paper>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AdjustBalanceForm accountId={data.id} currency={data.currency} balance={data.balance} />
        <GrantTariffForm accountId={data.id} usage={data.usage} />
      </SimpleGrid>
      <Group>
        <Title order={2} fz="h3">
          {t('accounts.history')}
        </Title>
      </Group>
      <HistoryScreen account={data} />
    </Stack>
  );
}
