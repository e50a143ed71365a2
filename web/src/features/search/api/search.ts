import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@bilim/contract/discovery';
import { api } from '@/lib/api-client';
import { searchKeys } from './search-keys';

/** GET /api/search?text=&city= : cards, events and providers at once. */
export async function search(
  text: string,
  city: string | null,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const params = new URLSearchParams({ text });
  if (city) params.set('city', city);
  return api.get<SearchAnswer>(`/api/search?${params.toString()}`, signal);
}

export const searchQueryOptions = (text: string, city: string | null) =>
  queryOptions({
    queryKey: searchKeys.results(text, city),
    queryFn: ({ signal }) => search(text, city, signal),
  });

export const useSearch = (text: string, city: string | null) =>
  useQuery({ ...searchQueryOptions(text, city), enabled: text.trim().length > 0 });
