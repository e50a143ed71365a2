import { useTranslation } from 'react-i18next';
import { AccountScreen } from '@/features/account/components/account-screen';
import { MoneyShell } from '@/features/account/components/money-shell';

/** /account and /balance (one screen): the current account's money, tariff and notices. */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <MoneyShell title={t('title')}>{(account) => <AccountScreen account={account} />}</MoneyShell>
  );
}
