import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CabinetAccount } from '@bilim/contract/cabinet';
import { PageTitle } from '@/components/page-title';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { setCurrentAccountId, useCurrentAccount } from '@/lib/current-account';
import { useMoneyFormat } from '../lib/use-money-format';
import { CreateAccountButton } from './create-account-button';

/** Records that count against the limits: every state but archived. */
const active = (counts: CabinetAccount['cards']) =>
  counts.new + counts.published + counts.unpublished;

/** /account/select: the user's accounts; choosing one makes it current and opens its balance. */
export function SelectAccountScreen() {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  const navigate = useNavigate();
  const {
    data: accounts,
    account: current,
    isPending,
    isError,
    error,
    refetch,
  } = useCurrentAccount();

  const choose = (id: number) => {
    setCurrentAccountId(id);
    void navigate(paths.account.getHref());
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageTitle mb={0}>{t('select.title')}</PageTitle>
        <CreateAccountButton onCreated={() => void navigate(paths.account.getHref())} />
      </Group>
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : accounts.length === 0 ? (
        <EmptyState>{t('none')}</EmptyState>
      ) : (
        <Stack gap="sm" data-testid="account-list">
          {accounts.map((account) => {
            const isCurrent = account.id === current?.id;
            return (
              <Paper
                key={account.id}
                withBorder
                radius="md"
                p="md"
                data-testid="account-item"
                data-id={account.id}
              >
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Group gap="xs">
                      <Text fw={700}>{account.title}</Text>
                      {isCurrent && (
                        <Badge variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                          {t('select.current')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('select.summary', {
                        tariff: format.title(account.tariff.title),
                        cards: active(account.cards),
                        cardsLimit: account.limits.cards,
                        events: active(account.events),
                        eventsLimit: account.limits.events,
                      })}
                    </Text>
                  </Stack>
                  <Button
                    variant={isCurrent ? 'light' : 'filled'}
                    onClick={() => choose(account.id)}
                    data-testid="choose-account"
                  >
                    {isCurrent ? t('select.open') : t('select.choose')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
