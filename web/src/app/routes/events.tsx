import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { useCatalog } from '@/features/catalog/api/get-catalog';
import { useCities } from '@/features/dictionaries/api/get-cities';
import { setCurrentCitySlug, useCurrentCity } from '@/features/dictionaries/hooks/use-current-city';
import { ListingsScreen } from '@/features/listings/components/listings-screen';
import { preloadListings } from './listings-loader';
import { preload } from '@/app/route-data';
import { PageTitle } from '@/components/page-title';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  preload(context, ({ queryClient, city }) =>
    preloadListings(queryClient, 'events', new URL(request.url), city),
  );

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
        onCityChosen={setCurrentCitySlug}
      />
    </>
  );
}
