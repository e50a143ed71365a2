import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataOf } from '@bilim/contract/api';
import { languageSchema, type LanguageInfo } from '@bilim/contract/dictionaries';
import { api } from '@/lib/api-client';
import { dictionariesKeys } from './dictionaries-keys';

const answer = dataOf(z.array(languageSchema));

export async function getLanguages(signal?: AbortSignal): Promise<LanguageInfo[]> {
  return (await api.get('/api/languages', answer, signal)).data;
}

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: dictionariesKeys.languages(),
    meta: { public: true },
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: 60 * 60_000,
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
