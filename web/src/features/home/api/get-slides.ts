import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Slide } from '@bilim/contract/discovery';
import { api } from '@/lib/api-client';
import { homeKeys } from './home-keys';

/** GET /api/slides?city=: the home page slider as a visitor of the city sees it now. */
export async function getSlides(city: string | null, signal?: AbortSignal): Promise<Slide[]> {
  const query = city ? `?city=${encodeURIComponent(city)}` : '';
  return (await api.get<Data<Slide[]>>(`/api/slides${query}`, signal)).data;
}

export const slidesQueryOptions = (city: string | null) =>
  queryOptions({
    queryKey: homeKeys.slides(city),
    meta: { public: true },
    queryFn: ({ signal }) => getSlides(city, signal),
    staleTime: 5 * 60_000,
  });

export const useSlides = (city: string | null, enabled = true) =>
  useQuery({ ...slidesQueryOptions(city), enabled });
