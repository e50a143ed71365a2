import { useTranslation } from 'react-i18next';
import type { ListingKind } from '@/features/cabinet/api/listing-kinds';
import { CabinetShell } from '@/features/cabinet/components/cabinet-shell';
import { ListingsScreen } from '@/features/cabinet/components/listings-screen';

/** /cabinet/cards, /cabinet/events and their archives. */
export function listingsRoute(kind: ListingKind, archive: boolean) {
  return function ListingsRoute() {
    const { t } = useTranslation('cabinet');
    return (
      <CabinetShell title={t(archive ? `kinds.${kind}.archiveTitle` : `kinds.${kind}.title`)}>
        {(account) => (
          <ListingsScreen key={account.id} kind={kind} archive={archive} account={account} />
        )}
      </CabinetShell>
    );
  };
}
