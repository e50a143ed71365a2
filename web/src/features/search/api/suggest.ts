import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataOf } from '@bilim/contract/api';
import { suggestionSchema, type Suggestion } from '@bilim/contract/discovery';
import { api } from '@/lib/api-client';
import { searchKeys } from './search-keys';

const answer = dataOf(z.array(suggestionSchema));

/** The shortest text worth asking suggestions for. */
export const SUGGEST_MIN_LENGTH = 2;

/** GET /api/search/suggest?text= : at most 8 suggestions for the header search. */
export async function suggest(text: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return (
    await api.get(`/api/search/suggest?${new URLSearchParams({ text }).toString()}`, answer, signal)
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
