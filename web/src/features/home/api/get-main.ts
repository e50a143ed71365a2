import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Main } from '@bilim/contract/discovery';
import { api } from '@/lib/api-client';
import { homeKeys } from './home-keys';

/** GET /api/main?city= : popular categories, top-rated and new cards, upcoming events. */
export async function getMain(city: string | null, signal?: AbortSignal): Promise<Main> {
  const query = city ? `?${new URLSearchParams({ city }).toString()}` : '';
  return (await api.get<Data<Main>>(`/api/main${query}`, signal)).data;
}

export const mainQueryOptions = (city: string | null) =>
  queryOptions({
    queryKey: homeKeys.main(city),
    queryFn: ({ signal }) => getMain(city, signal),
  });

export const useMain = (city: string | null, enabled = true) =>
  useQuery({ ...mainQueryOptions(city), enabled });
