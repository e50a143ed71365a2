import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Catalog } from '@bilim/contract/dictionaries';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export async function getCatalog(signal?: AbortSignal): Promise<Catalog> {
  return (await api.get<Data<Catalog>>('/api/catalog', signal)).data;
}

export const catalogQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.tree(),
    meta: { public: true },
    queryFn: ({ signal }) => getCatalog(signal),
    staleTime: 10 * 60_000,
  });

export const useCatalog = () => useQuery(catalogQueryOptions());
