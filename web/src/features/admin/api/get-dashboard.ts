import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@bilim/contract/admin';
import type { Data } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/dashboard: the site now and its last 30 days. */
export const useAdminDashboard = () =>
  useQuery({
    queryKey: adminKeys.dashboard(),
    queryFn: async ({ signal }) =>
      (await api.get<Data<AdminDashboard>>('/api/admin/dashboard', signal)).data,
  });
