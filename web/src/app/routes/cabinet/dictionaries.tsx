import type { ReactNode } from 'react';
import type { Catalog, City, Tag } from '@bilim/contract/dictionaries';
import { ErrorState, LoadingState } from '@/components/query-state';
import { useCatalog } from '@/features/catalog/api/get-catalog';
import { useCities } from '@/features/dictionaries/api/get-cities';
import { useTags } from '@/features/dictionaries/api/get-tags';

/**
 * The catalog (categories, attributes), the cities and the tags the cabinet forms and previews
 * need.
 */
export function WithDictionaries({
  children,
}: {
  children: (dictionaries: { catalog: Catalog; cities: City[]; tags: Tag[] }) => ReactNode;
}) {
  const catalog = useCatalog();
  const cities = useCities();
  const tags = useTags();
  if (catalog.isPending || cities.isPending || tags.isPending) return <LoadingState />;
  if (catalog.isError)
    return <ErrorState error={catalog.error} onRetry={() => void catalog.refetch()} />;
  if (cities.isError)
    return <ErrorState error={cities.error} onRetry={() => void cities.refetch()} />;
  if (tags.isError) return <ErrorState error={tags.error} onRetry={() => void tags.refetch()} />;
  return children({ catalog: catalog.data, cities: cities.data, tags: tags.data });
}
