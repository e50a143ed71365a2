import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { setMaintenance } from '@/lib/maintenance';
import { statusKeys } from './status-keys';

/** GET /api/status answers even in maintenance; it keeps the maintenance flag current. */
export async function getStatus(signal?: AbortSignal): Promise<{ maintenance: boolean }> {
  const { data } = await api.get<Data<{ maintenance: boolean }>>('/api/status', signal);
  setMaintenance(data.maintenance);
  return data;
}

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: statusKeys.status(),
    meta: { public: true },
    queryFn: ({ signal }) => getStatus(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });

export const useStatus = () => useQuery(statusQueryOptions());
