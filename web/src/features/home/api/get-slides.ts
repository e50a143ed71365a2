import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Slide } from '@bilim/contract/discovery';
import { api } from '@/lib/api-client';
import { homeKeys } from './home-keys';

/** GET /api/slides: the home page slider. */
export async function getSlides(signal?: AbortSignal): Promise<Slide[]> {
  return (await api.get<Data<Slide[]>>('/api/slides', signal)).data;
}

export const slidesQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.slides(),
    meta: { public: true },
    queryFn: ({ signal }) => getSlides(signal),
    staleTime: 5 * 60_000,
  });

export const useSlides = () => useQuery(slidesQueryOptions());
