import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { City } from '@bilim/contract/dictionaries';
import { api } from '@/lib/api-client';
import { dictionariesKeys } from './dictionaries-keys';

export async function getCities(signal?: AbortSignal): Promise<City[]> {
  return (await api.get<Data<City[]>>('/api/cities', signal)).data;
}

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: dictionariesKeys.cities(),
    meta: { public: true },
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 60 * 60_000,
  });

export const useCities = () => useQuery(citiesQueryOptions());
