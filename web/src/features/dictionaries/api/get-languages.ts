import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { LanguageInfo } from '@bilim/contract/dictionaries';
import { api } from '@/lib/api-client';
import { dictionariesKeys } from './dictionaries-keys';

export async function getLanguages(signal?: AbortSignal): Promise<LanguageInfo[]> {
  return (await api.get<Data<LanguageInfo[]>>('/api/languages', signal)).data;
}

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: dictionariesKeys.languages(),
    meta: { public: true },
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: 60 * 60_000,
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
