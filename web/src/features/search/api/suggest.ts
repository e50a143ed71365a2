import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Suggestion } from '@bilim/contract/discovery';
import { api } from '@/lib/api-client';
import { searchKeys } from './search-keys';

/** The shortest text worth asking suggestions for. */
export const SUGGEST_MIN_LENGTH = 2;

/** GET /api/search/suggest?text= : at most 8 suggestions for the header search. */
export async function suggest(text: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return (
    await api.get<Data<Suggestion[]>>(
      `/api/search/suggest?${new URLSearchParams({ text }).toString()}`,
      signal,
    )
  ).data;
}

export const suggestQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(text),
    meta: { public: true },
    queryFn: ({ signal }) => suggest(text, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useSuggestions = (text: string) =>
  useQuery({ ...suggestQueryOptions(text), enabled: text.length >= SUGGEST_MIN_LENGTH });
