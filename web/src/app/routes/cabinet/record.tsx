import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListingKind } from '@/features/cabinet/api/listing-kinds';
import { CabinetShell } from '@/features/cabinet/components/cabinet-shell';
import {
  ListingEditScreen,
  ListingShowScreen,
} from '@/features/cabinet/components/listing-screens';
import { NotFoundContent } from './not-found-content';
import { WithDictionaries } from './dictionaries';

/** /cabinet/{cards|events}/{id}/show and …/edit. */
export function recordRoute(kind: ListingKind, screen: 'show' | 'edit') {
  return function RecordRoute() {
    const { t } = useTranslation('cabinet');
    const params = useParams();
    const id = Number(kind === 'cards' ? params.cardId : params.eventId);
    const Screen = screen === 'show' ? ListingShowScreen : ListingEditScreen;
    return (
      <CabinetShell title={t(`kinds.${kind}.${screen}Title`)}>
        {() =>
          Number.isInteger(id) && id > 0 ? (
            <WithDictionaries>
              {(dictionaries) => <Screen key={id} kind={kind} id={id} {...dictionaries} />}
            </WithDictionaries>
          ) : (
            <NotFoundContent kind={kind} />
          )
        }
      </CabinetShell>
    );
  };
}
