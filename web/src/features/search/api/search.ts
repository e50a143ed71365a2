import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@bilim/contract/discovery';
import { api } from '@/lib/api-client';
import { searchKeys } from './search-keys';

/**
 * The longest search text the API takes (GET /api/search and the lists answer 422 beyond it);
 * the contract writes it as `.max(200)` and exports no constant for it.
 */
export const SEARCH_TEXT_MAX = 200;

/**
 * The text to search for from a URL's `?text=`: a longer one (a pasted link, an edited URL) is
 * searched by its first SEARCH_TEXT_MAX characters rather than failing.
 */
export function searchTextOf(params: URLSearchParams): { text: string; shortened: boolean } {
  const full = (params.get('text') ?? '').trim();
  const text = full.slice(0, SEARCH_TEXT_MAX).trim();
  return { text, shortened: text.length < full.length };
}

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
