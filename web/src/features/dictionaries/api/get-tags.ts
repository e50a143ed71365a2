import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Tag } from '@bilim/contract/dictionaries';
import { api } from '@/lib/api-client';
import { dictionariesKeys } from './dictionaries-keys';

export async function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return (await api.get<Data<Tag[]>>('/api/tags', signal)).data;
}

export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: dictionariesKeys.tags(),
    meta: { public: true },
    queryFn: ({ signal }) => getTags(signal),
    staleTime: 60 * 60_000,
  });

/** GET /api/tags (asked only while `enabled`: the catalog needs them only for chosen tags). */
export const useTags = (enabled = true) => useQuery({ ...tagsQueryOptions(), enabled });
