import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { FlexibleScreen } from '@/features/account/components/flexible-screen';
import { MoneyShell } from '@/features/account/components/money-shell';

/** /tariff/flex/create and /tariff/flex/setup: compose Flexible (setup starts from the present choice). */
export function Component() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const setup = pathname === paths.tariffFlexSetup.getHref();
  return (
    <MoneyShell title={setup ? t('flex.setupTitle') : t('flex.createTitle')}>
      {(account) => <FlexibleScreen account={account} />}
    </MoneyShell>
  );
}
