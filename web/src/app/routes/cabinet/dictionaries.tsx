import type { ReactNode } from 'react';
import type { Catalog, City } from '@bilim/contract/dictionaries';
import { ErrorState, LoadingState } from '@/components/query-state';
import { useCatalog } from '@/features/catalog/api/get-catalog';
import { useCities } from '@/features/dictionaries/api/get-cities';

/** The catalog (categories, attributes) and the cities the cabinet forms and previews need. */
export function WithDictionaries({
  children,
}: {
  children: (dictionaries: { catalog: Catalog; cities: City[] }) => ReactNode;
}) {
  const catalog = useCatalog();
  const cities = useCities();
  if (catalog.isPending || cities.isPending) return <LoadingState />;
  if (catalog.isError)
    return <ErrorState error={catalog.error} onRetry={() => void catalog.refetch()} />;
  if (cities.isError)
    return <ErrorState error={cities.error} onRetry={() => void cities.refetch()} />;
  return children({ catalog: catalog.data, cities: cities.data });
}
