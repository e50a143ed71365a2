import { useTranslation } from 'react-i18next';
import type { ListingKind } from '@/features/cabinet/api/listing-kinds';
import { CabinetShell } from '@/features/cabinet/components/cabinet-shell';
import { ListingCreateScreen } from '@/features/cabinet/components/listing-screens';
import { WithDictionaries } from './dictionaries';

/** /cabinet/cards/create and /cabinet/events/create. */
export function createRoute(kind: ListingKind) {
  return function CreateRoute() {
    const { t } = useTranslation('cabinet');
    return (
      <CabinetShell title={t(`kinds.${kind}.createTitle`)}>
        {(account) => (
          <WithDictionaries>
            {(dictionaries) => (
              <ListingCreateScreen
                key={account.id}
                kind={kind}
                account={account}
                {...dictionaries}
              />
            )}
          </WithDictionaries>
        )}
      </CabinetShell>
    );
  };
}
