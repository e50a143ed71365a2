import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf } from '@bilim/contract/api';
import { catalogSchema, type Catalog } from '@bilim/contract/dictionaries';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

const answer = dataOf(catalogSchema);

export async function getCatalog(signal?: AbortSignal): Promise<Catalog> {
  return (await api.get('/api/catalog', answer, signal)).data;
}

export const catalogQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.tree(),
    meta: { public: true },
    queryFn: ({ signal }) => getCatalog(signal),
    staleTime: 10 * 60_000,
  });

export const useCatalog = () => useQuery(catalogQueryOptions());
