import { useTranslation } from 'react-i18next';
import { MoneyShell } from '@/features/account/components/money-shell';
import { TariffsScreen } from '@/features/account/components/tariffs-screen';

/** /tariff: the current tariff and the plans. */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <MoneyShell title={t('plans.pageTitle')}>
      {(account) => <TariffsScreen account={account} />}
    </MoneyShell>
  );
}
