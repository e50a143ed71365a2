import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { catalogQueryOptions, useCatalog } from '@/features/catalog/api/get-catalog';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { useCities } from '@/features/dictionaries/api/get-cities';
import { tagsQueryOptions, useTags } from '@/features/dictionaries/api/get-tags';
import { setCurrentCitySlug, useCurrentCity } from '@/features/dictionaries/hooks/use-current-city';
import { ListingsScreen } from '@/features/listings/components/listings-screen';
import { preloadListings } from './listings-loader';
import { preload } from '@/app/route-data';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

/** Whether a search names tags (`tag[]=`, a link from a card's tag): then their titles are read. */
const namesTags = (search: URLSearchParams) => search.has('tag[]') || search.has('tag');

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  preload(context, async ({ queryClient, city }) => {
    const url = new URL(request.url);
    await Promise.all([
      queryClient.prefetchQuery(catalogQueryOptions()),
      preloadListings(queryClient, 'cards', url, city),
      namesTags(url.searchParams) ? queryClient.prefetchQuery(tagsQueryOptions()) : undefined,
    ]);
  });

/** /catalog and /cards: the public catalog of cards (category tiles on /catalog until a choice). */
export function Component() {
  const { t } = useTranslation('catalog');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const catalog = useCatalog();
  const cities = useCities();
  const tags = useTags(namesTags(search));
  const { city, isPending: cityPending } = useCurrentCity();
  return (
    <>
      <PageTitle>{t('catalog.title')}</PageTitle>
      <ListingsScreen
        kind="cards"
        catalog={catalog.data}
        cities={cities.data ?? []}
        tags={tags.data}
        defaultCity={cityPending ? undefined : (city?.slug ?? null)}
        onCityChosen={setCurrentCitySlug}
        intro={pathname === paths.catalog.path ? <CategoryTiles /> : undefined}
      />
    </>
  );
}
