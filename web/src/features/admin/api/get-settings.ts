import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data, Settings } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  return (await api.get<Data<Settings>>('/api/admin/settings', signal)).data;
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
  });

export const useSettings = () => useQuery(settingsQueryOptions());
