import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataOf } from '@bilim/contract/api';
import { citySchema, type City } from '@bilim/contract/dictionaries';
import { api } from '@/lib/api-client';
import { dictionariesKeys } from './dictionaries-keys';

const answer = dataOf(z.array(citySchema));

export async function getCities(signal?: AbortSignal): Promise<City[]> {
  return (await api.get('/api/cities', answer, signal)).data;
}

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: dictionariesKeys.cities(),
    meta: { public: true },
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 60 * 60_000,
  });

export const useCities = () => useQuery(citiesQueryOptions());
