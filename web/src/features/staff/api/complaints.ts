import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Data, Page } from '@bilim/contract/api';
import type { ComplaintCloseBody, SupportComplaint } from '@bilim/contract/staff';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** GET /api/support/complaints with the queue's filters and page (a query string). */
export const useSupportComplaints = (query: string) =>
  useQuery({
    queryKey: staffKeys.complaints(query),
    queryFn: ({ signal }) =>
      api.get<Page<SupportComplaint>>(`/api/support/complaints?${query}`, signal),
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/support/complaints/{id}/close, with the target taken down or its author restricted.
 * Silent: the dialog says every failure itself. The queue is read again either way: a refusal is
 * most often a complaint another colleague has closed meanwhile.
 */
export function useCloseComplaint(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ComplaintCloseBody) =>
      (await api.post<Data<SupportComplaint>>(`/api/support/complaints/${id}/close`, body)).data,
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.complaintsAll() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.dashboard() }),
      ]),
  });
}
