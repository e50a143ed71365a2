import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account } from '@bilim/contract/money';
import { lowestMonthlyPrice, type Tariff } from '@bilim/contract/tariffs';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useTariffs } from '../api/get-tariffs';
import { useMoneyFormat } from '../lib/use-money-format';
import { LimitsList } from './limits-list';

/** The limits a tariff gives (Flexible: its free quota until amounts are chosen). */
const limitsOf = (tariff: Tariff) => ({
  cards: tariff.cards_limit,
  events: tariff.events_limit,
  card_photos: tariff.card_photos_limit,
  event_photos: tariff.event_photos_limit,
  statistics: tariff.statistics,
});

function Plan({ tariff, account }: { tariff: Tariff; account: Account }) {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  const current = tariff.id === account.tariff.id;
  const flexible = tariff.kind === 'flexible';
  const price =
    flexible && tariff.unit_prices
      ? t('plans.from', { price: format.money(lowestMonthlyPrice(tariff), tariff.currency) })
      : format.money(tariff.price, tariff.currency);

  let action;
  if (flexible) {
    action = (
      <Button
        component={Link}
        to={current ? paths.tariffFlexSetup.getHref() : paths.tariffFlexCreate.getHref()}
        variant={current ? 'light' : 'filled'}
        data-testid="choose-tariff"
      >
        {current ? t('plans.setUp') : t('plans.compose')}
      </Button>
    );
  } else if (current) {
    action = (
      <Button variant="light" disabled data-testid="choose-tariff">
        {t('plans.yours')}
      </Button>
    );
  } else {
    action = (
      <Button
        component={Link}
        to={paths.tariffChange.getHref(tariff.id)}
        data-testid="choose-tariff"
      >
        {t('plans.choose')}
      </Button>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="plan"
      data-slug={tariff.slug}
      data-current={current || undefined}
      style={current ? { borderColor: 'var(--mantine-color-cyan-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap={6}>
            <Title order={3} fz="h4">
              {format.title(tariff.title)}
            </Title>
            {current && (
              <Badge variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                {t('plans.current')}
              </Badge>
            )}
          </Group>
          <Text fz={22} fw={800} lh={1.2}>
            {price}
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              {t('plans.perMonth')}
            </Text>
          </Text>
          {flexible ? (
            <Text size="sm" c="dimmed">
              {t('plans.flexibleText')}
            </Text>
          ) : (
            <LimitsList limits={limitsOf(tariff)} />
          )}
        </Stack>
        {action}
      </Stack>
    </Paper>
  );
}

/** /tariff: the current tariff with its usage, and every plan side by side. */
export function TariffsScreen({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  const tariffs = useTariffs();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" maw={640}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} fz="h4">
              {t('plans.yourTariff', { title: format.title(account.tariff.title) })}
            </Title>
            <Text size="sm" c="dimmed">
              {account.tariff_finish_dt
                ? t('plans.until', { date: format.day(account.tariff_finish_dt) })
                : t('payment.noFinish')}
            </Text>
          </Group>
          <LimitsList limits={account.limits} usage={account.usage} />
        </Stack>
      </Paper>
      <Title order={2} fz="h3">
        {t('plans.title')}
      </Title>
      {tariffs.isPending ? (
        <LoadingState />
      ) : tariffs.isError ? (
        <ErrorState error={tariffs.error} onRetry={() => void tariffs.refetch()} />
      ) : tariffs.data.length === 0 ? (
        <EmptyState>{t('plans.empty')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md" data-testid="plans">
          {tariffs.data.map((tariff) => (
            <Plan key={tariff.id} tariff={tariff} account={account} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
