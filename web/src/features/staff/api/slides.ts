import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { StaffSlide } from '@bilim/contract/staff';
import { api, upload } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { staffKeys } from './staff-keys';

/** GET /api/support/slides: every slide in the slider's order. */
export const useStaffSlides = () =>
  useQuery({
    queryKey: staffKeys.slides(),
    queryFn: async ({ signal }) =>
      (await api.get<Data<StaffSlide[]>>('/api/support/slides', signal)).data,
  });

/** GET /api/support/slides/{id} (none asked for a slide still to be created: null). */
export const useStaffSlide = (id: number | null) =>
  useQuery({
    queryKey: staffKeys.slide(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<Data<StaffSlide>>(`/api/support/slides/${id ?? 0}`, signal)).data,
  });

/** The slider changed: staff's lists and the public slider and home page read it again. */
function useRefreshSlides() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKeys.slides() }),
      queryClient.invalidateQueries({ queryKey: staffKeys.dashboard() }),
      queryClient.invalidateQueries({ queryKey: queryRoots.slides }),
    ]);
}

/** POST /api/support/slides (no id) or PUT /api/support/slides/{id}: the form's fields and picture. */
export function useSaveSlide(id: number | null) {
  const refresh = useRefreshSlides();
  return useMutation({
    mutationFn: async ({
      form,
      onProgress,
    }: {
      form: FormData;
      onProgress?: (share: number) => void;
    }) =>
      (
        await upload<Data<StaffSlide>>(
          id === null ? '/api/support/slides' : `/api/support/slides/${id}`,
          form,
          { onProgress, method: id === null ? 'POST' : 'PUT' },
        )
      ).data,
    onSuccess: refresh,
  });
}

/** DELETE /api/support/slides/{id}. */
export function useDeleteSlide() {
  const refresh = useRefreshSlides();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/support/slides/${id}`),
    onSuccess: refresh,
  });
}

/** PUT /api/support/slide-order: every slide's id in the new order. */
export function useReorderSlides() {
  const queryClient = useQueryClient();
  const refresh = useRefreshSlides();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.put<Data<StaffSlide[]>>('/api/support/slide-order', { ids })).data,
    onMutate: (ids) => {
      // The list moves at once; a refusal puts it back.
      const before = queryClient.getQueryData<StaffSlide[]>(staffKeys.slides());
      if (before) {
        const byId = new Map(before.map((slide) => [slide.id, slide]));
        queryClient.setQueryData(
          staffKeys.slides(),
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(staffKeys.slides(), context.before);
    },
    onSettled: refresh,
  });
}
