import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, settingsSchema, type Settings } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

const answer = dataOf(settingsSchema);

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  return (await api.get('/api/admin/settings', answer, signal)).data;
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => getSettings(signal),
  });

export const useSettings = () => useQuery(settingsQueryOptions());
