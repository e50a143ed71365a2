import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconChartBar,
  IconHistory,
  IconListDetails,
  IconSwitchHorizontal,
  IconWallet,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account } from '@bilim/contract/money';
import { paths } from '@/config/paths';
import { BADGE_MANTINE_COLOURS } from '../lib/badge-colours';
import { useMoneyFormat } from '../lib/use-money-format';
import { CreateAccountButton } from './create-account-button';
import { LimitsList } from './limits-list';
import { Notices } from './notices';
import { FactLine } from './fact-line';

function QuickLinks() {
  const { t } = useTranslation('account');
  const links = [
    {
      to: paths.replenish.getHref(),
      label: t('links.replenish'),
      icon: IconWallet,
      id: 'replenish',
    },
    {
      to: paths.tariff.getHref(),
      label: t('links.tariff'),
      icon: IconSwitchHorizontal,
      id: 'tariff',
    },
    {
      to: paths.balanceHistory.getHref(),
      label: t('links.history'),
      icon: IconHistory,
      id: 'history',
    },
    {
      to: paths.cabinetStatistics.getHref(),
      label: t('links.statistics'),
      icon: IconChartBar,
      id: 'statistics',
    },
  ];
  return (
    <Group gap="sm" wrap="wrap">
      {links.map(({ to, label, icon: Icon, id }, index) => (
        <Button
          key={id}
          component={Link}
          to={to}
          variant={index === 0 ? 'filled' : 'light'}
          leftSection={<Icon size={16} aria-hidden />}
          data-testid={`link-${id}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** /account and /balance: the balance, what the tariff costs and when, limits, notices. */
export function AccountScreen({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const format = useMoneyFormat();
  const finish = account.tariff_finish_dt ? format.day(account.tariff_finish_dt) : null;
  const nextPayment = account.payment.next_payment_date
    ? format.day(account.payment.next_payment_date)
    : null;

  return (
    <Stack gap="lg">
      <QuickLinks />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Text c="dimmed" size="sm">
              {t('balance.label')}
            </Text>
            <Text
              fz={{ base: 30, sm: 36 }}
              fw={800}
              lh={1.1}
              c={account.badge === 'neutral' ? undefined : BADGE_MANTINE_COLOURS[account.badge]}
              data-testid="account-balance"
            >
              {format.money(account.balance, account.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('balance.currency', { currency: account.currency })}
            </Text>
            <Alert
              variant="light"
              color={BADGE_MANTINE_COLOURS[account.badge]}
              data-testid="badge-explained"
              data-colour={account.badge}
            >
              {t(`badge.${account.badge}`, {
                date: finish ?? '',
                payment: format.money(account.payment.monthly_payment, account.currency),
              })}
            </Alert>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} fz="h4" data-testid="account-tariff">
                {format.title(account.tariff.title)}
              </Title>
              <Button
                component={Link}
                to={paths.tariff.getHref()}
                variant="subtle"
                size="compact-sm"
              >
                {t('links.tariff')}
              </Button>
            </Group>
            <FactLine
              label={t('payment.monthly')}
              value={format.money(account.payment.monthly_payment, account.currency)}
              testId="monthly-payment"
            />
            <FactLine
              label={t('payment.finish')}
              value={finish ?? t('payment.noFinish')}
              testId="tariff-finish"
            />
            <FactLine
              label={t('payment.next')}
              value={nextPayment ?? t('payment.noNext')}
              testId="next-payment"
            />
            <FactLine
              label={t('payment.totalInMonth')}
              value={format.money(account.payment.total_in_month, account.currency)}
              testId="total-in-month"
            />
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('limits.title')}
          </Title>
          <LimitsList limits={account.limits} usage={account.usage} />
        </Stack>
      </Paper>
      <Notices notices={account.notifications} />
      <Group gap="sm" wrap="wrap">
        <Button
          component={Link}
          to={paths.accountSelect.getHref()}
          variant="default"
          leftSection={<IconListDetails size={16} aria-hidden />}
        >
          {t('links.select')}
        </Button>
        <CreateAccountButton />
      </Group>
    </Stack>
  );
}
