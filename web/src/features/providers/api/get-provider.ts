import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Provider } from '@bilim/contract/discovery';
import { api } from '@/lib/api-client';
import { providerKeys } from './provider-keys';

/** GET /api/users/{id}: a provider's public page. */
export async function getProvider(id: number, signal?: AbortSignal): Promise<Provider> {
  return (await api.get<Data<Provider>>(`/api/users/${id}`, signal)).data;
}

export const providerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: providerKeys.detail(id),
    queryFn: ({ signal }) => getProvider(id, signal),
  });

export const useProvider = (id: number) =>
  useQuery({ ...providerQueryOptions(id), enabled: id > 0 });
