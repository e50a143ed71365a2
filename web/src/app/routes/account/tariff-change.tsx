import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MoneyShell } from '@/features/account/components/money-shell';
import { TariffChangeScreen } from '@/features/account/components/tariff-change-screen';
import { flexibleFromSearch } from '@/features/account/lib/flexible-search';

/** /tariff/change/{tariffId}: what the change does, and its confirmation (Flexible's amounts in the query). */
export function Component() {
  const { t } = useTranslation('account');
  const { tariffId } = useParams();
  const [search] = useSearchParams();
  const id = Number(tariffId);
  const flexible = flexibleFromSearch(search);
  return (
    <MoneyShell title={t('change.title')}>
      {(account) => (
        <TariffChangeScreen
          key={`${id}?${search.toString()}`}
          account={account}
          tariffId={Number.isInteger(id) && id > 0 ? id : 0}
          flexible={flexible}
        />
      )}
    </MoneyShell>
  );
}
