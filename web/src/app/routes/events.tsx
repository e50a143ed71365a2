import { useTranslation } from 'react-i18next';
import { useCatalog } from '@/features/catalog/api/get-catalog';
import { useCities } from '@/features/dictionaries/api/get-cities';
import { useCurrentCity } from '@/features/dictionaries/hooks/use-current-city';
import { ListingsScreen } from '@/features/listings/components/listings-screen';
import { PageTitle } from '@/components/page-title';

/** /events: upcoming events first, past ones on request. */
export function Component() {
  const { t } = useTranslation('catalog');
  const catalog = useCatalog();
  const cities = useCities();
  const { city, isPending: cityPending } = useCurrentCity();
  return (
    <>
      <PageTitle>{t('events.title')}</PageTitle>
      <ListingsScreen
        kind="events"
        catalog={catalog.data}
        cities={cities.data ?? []}
        defaultCity={cityPending ? undefined : (city?.slug ?? null)}
      />
    </>
  );
}
