import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Data, Page } from '@bilim/contract/api';
import type { VipCard } from '@bilim/contract/staff';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { staffKeys } from './staff-keys';

/** GET /api/support/vip: cards marked VIP now, or every published card (`scope=all`). */
export const useVipCards = (query: string) =>
  useQuery({
    queryKey: staffKeys.vip(query),
    queryFn: ({ signal }) => api.get<Page<VipCard>>(`/api/support/vip?${query}`, signal),
    placeholderData: keepPreviousData,
  });

/** VIP changed: the lists, the dashboard and the public lists that rank VIP first. */
function useRefreshVip() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.vipAll() }),
      queryClient.invalidateQueries({ queryKey: staffKeys.promotions() }),
      queryClient.invalidateQueries({ queryKey: staffKeys.dashboard() }),
      queryClient.invalidateQueries({ queryKey: queryRoots.cards }),
      queryClient.invalidateQueries({ queryKey: queryRoots.main }),
    ]);
}

/** POST /api/support/cards/{id}/vip {until}, or DELETE it (`until: null`): grant or end VIP. */
export function useSetVip() {
  const refresh = useRefreshVip();
  return useMutation({
    mutationFn: async ({ cardId, until }: { cardId: number; until: string | null }) =>
      (until === null
        ? await api.delete<Data<VipCard>>(`/api/support/cards/${cardId}/vip`)
        : await api.post<Data<VipCard>>(`/api/support/cards/${cardId}/vip`, { until })
      ).data,
    onSuccess: refresh,
  });
}

/** GET /api/support/promotions: the cards promoted on the home page, in order. */
export const usePromotions = () =>
  useQuery({
    queryKey: staffKeys.promotions(),
    queryFn: async ({ signal }) =>
      (await api.get<Data<VipCard[]>>('/api/support/promotions', signal)).data,
  });

/** PUT /api/support/promotions: the promoted cards, in their new order. */
export function useSetPromotions() {
  const queryClient = useQueryClient();
  const refresh = useRefreshVip();
  return useMutation({
    mutationFn: async (cardIds: number[]) =>
      (await api.put<Data<VipCard[]>>('/api/support/promotions', { card_ids: cardIds })).data,
    onSuccess: (cards) => {
      queryClient.setQueryData(staffKeys.promotions(), cards);
      return refresh();
    },
  });
}
