import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminTariff,
  AdminTariffsAnswer,
  TariffCreateBody,
  TariffUpdateBody,
} from '@bilim/contract/admin';
import type { Data } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { adminKeys } from './admin-keys';

/** GET /api/admin/tariffs: every tariff with its accounts, and the management screen's counts. */
export const useAdminTariffs = () =>
  useQuery({
    queryKey: adminKeys.tariffs(),
    queryFn: ({ signal }) => api.get<AdminTariffsAnswer>('/api/admin/tariffs', signal),
  });

/** GET /api/admin/tariffs/{id} (none asked for a tariff still to be created: null). */
export const useAdminTariff = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.tariff(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<Data<AdminTariff>>(`/api/admin/tariffs/${id ?? 0}`, signal)).data,
  });

/** A tariff changed: the admin's lists and the plans providers choose from read it again. */
function useRefreshTariffs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.tariffs() }),
      queryClient.invalidateQueries({ queryKey: queryRoots.tariffs }),
    ]);
}

/** POST /api/admin/tariffs (no id) or PUT /api/admin/tariffs/{id}. */
export function useSaveTariff(id: number | null) {
  const refresh = useRefreshTariffs();
  return useMutation({
    mutationFn: async (body: TariffCreateBody | TariffUpdateBody) =>
      (id === null
        ? await api.post<Data<AdminTariff>>('/api/admin/tariffs', body)
        : await api.put<Data<AdminTariff>>(`/api/admin/tariffs/${id}`, body)
      ).data,
    onSuccess: refresh,
  });
}

/** PUT /api/admin/tariffs/{id}/active: the list's quick action. */
export function useSetTariffActive() {
  const refresh = useRefreshTariffs();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.put<Data<AdminTariff>>(`/api/admin/tariffs/${id}/active`, { active }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/tariffs/{id}: only one nothing uses (409 TARIFF_IN_USE otherwise). */
export function useDeleteTariff() {
  const refresh = useRefreshTariffs();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/tariffs/${id}`),
    onSuccess: refresh,
  });
}
