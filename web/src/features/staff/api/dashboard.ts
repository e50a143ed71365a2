import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { Dashboard } from '@bilim/contract/staff';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /api/support/dashboard: what waits for staff now, and the last seven days. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.dashboard(),
    queryFn: async ({ signal }) =>
      (await api.get<Data<Dashboard>>('/api/support/dashboard', signal)).data,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
