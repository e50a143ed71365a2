import { useTranslation } from 'react-i18next';
import { HistoryScreen } from '@/features/account/components/history-screen';
import { MoneyShell } from '@/features/account/components/money-shell';

/** /balance/history: the current account's ledger. */
export function Component() {
  const { t } = useTranslation('account');
  return (
    <MoneyShell title={t('history.title')}>
      {(account) => <HistoryScreen account={account} />}
    </MoneyShell>
  );
}
