import { useTranslation } from 'react-i18next';
import { CabinetShell } from '@/features/cabinet/components/cabinet-shell';
import { OverviewScreen } from '@/features/cabinet/components/overview-screen';

/** /cabinet: the current account's overview. */
export function Component() {
  const { t } = useTranslation('cabinet');
  return (
    <CabinetShell title={t('title')}>
      {(account) => <OverviewScreen account={account} />}
    </CabinetShell>
  );
}
