import { useTranslation } from 'react-i18next';
import { MoneyShell } from '@/features/account/components/money-shell';
import { ReplenishScreen } from '@/features/account/components/replenish-screen';

/** /replenish: top up the current account's balance; ?payment=<id> shows a payment's outcome. */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <MoneyShell title={t('replenish.title')}>
      {(account) => <ReplenishScreen account={account} />}
    </MoneyShell>
  );
}
