import { useTranslation } from 'react-i18next';
import { CabinetShell } from '@/features/cabinet/components/cabinet-shell';
import { StatisticsScreen } from '@/features/statistics/components/statistics-screen';

/** /cabinet/statistics: the current account's views, contact reveals and favorites. */
export function Component() {
  const { t } = useTranslation('statistics');
  return (
    <CabinetShell title={t('title')}>
      {(account) => <StatisticsScreen accountId={account.id} />}
    </CabinetShell>
  );
}
