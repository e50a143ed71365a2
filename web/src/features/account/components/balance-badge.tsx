import { Button } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCurrentMoneyAccount } from '../api/get-account';
import { BADGE_MANTINE_COLOURS } from '../lib/badge-colours';
import { useMoneyFormat } from '../lib/use-money-format';

/**
 * The header's balance badge (spec §2, §4): the current account's balance, linking to /account,
 * coloured by GET /api/account's `badge`. It shares that call's query key with the account
 * screen, so every refresh after a top-up or a tariff change reaches it. Signed-in users only.
 */
export function BalanceBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const { money } = useCurrentMoneyAccount();
  if (!money.data) return null;
  const { badge, balance, currency } = money.data;
  const amount = format.money(balance, currency);
  return (
    <Button
      component={Link}
      to={paths.account.getHref()}
      variant={badge === 'neutral' ? 'default' : 'light'}
      color={BADGE_MANTINE_COLOURS[badge]}
      radius="xl"
      size={compact ? 'compact-sm' : 'sm'}
      leftSection={compact ? null : <IconWallet size={16} aria-hidden />}
      aria-label={t('balanceBadge.label', { balance: amount, state: t(`balanceBadge.${badge}`) })}
      title={t(`balanceBadge.${badge}`)}
      data-testid="balance-badge"
      data-colour={badge}
    >
      {amount}
    </Button>
  );
}
