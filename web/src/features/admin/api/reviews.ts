import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminComment, AdminReview, AdminReviewsQuery } from '@bilim/contract/admin';
import type { Data, Page } from '@bilim/contract/api';
import type { ReviewBody } from '@bilim/contract/trust';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { adminKeys } from './admin-keys';

/** The admin's two lists: reviews (the spec's scores) and the comments answering them. */
export type ReviewKind = 'reviews' | 'comments';
export type AdminReviewRow<Kind extends ReviewKind> = Kind extends 'reviews'
  ? AdminReview
  : AdminComment;

/** GET /api/admin/reviews or /api/admin/comments: newest first, by text, author or record. */
export function useAdminReviews<Kind extends ReviewKind>(kind: Kind, query: AdminReviewsQuery) {
  const search = new URLSearchParams({ page: String(query.page ?? 1) });
  if (query.q) search.set('q', query.q);
  if (query.state) search.set('state', query.state);
  return useQuery({
    queryKey: adminKeys.reviewPage(kind, { ...query }),
    queryFn: ({ signal }) =>
      api.get<Page<AdminReviewRow<Kind>>>(`/api/admin/${kind}?${search}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/{reviews|comments}/{id}. */
export const useAdminReview = <Kind extends ReviewKind>(kind: Kind, id: number) =>
  useQuery({
    queryKey: adminKeys.review(kind, id),
    queryFn: async ({ signal }) =>
      (await api.get<Data<AdminReviewRow<Kind>>>(`/api/admin/${kind}/${id}`, signal)).data,
  });

/** A review or comment changed: the admin's lists and the records' reviews read again. */
function useRefresh(kind: ReviewKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.reviews(kind) }),
      queryClient.invalidateQueries({ queryKey: queryRoots.reviews }),
    ]);
}

/** PUT /api/admin/reviews/{id} { score, review } or /api/admin/comments/{id} { comment }. */
export function useCorrectReview(kind: ReviewKind, id: number) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: async (body: ReviewBody | { comment: string }) =>
      (await api.put<Data<AdminReview | AdminComment>>(`/api/admin/${kind}/${id}`, body)).data,
    onSuccess: refresh,
  });
}

/** POST /api/admin/{reviews|comments}/{id}/restore: shown (and counted) again. */
export function useRestoreReview(kind: ReviewKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`/api/admin/${kind}/${id}/restore`, {}),
    onSuccess: refresh,
  });
}

/** DELETE /api/support/{reviews|comments}/{id}: support's soft deletion, which admins hold too. */
export function useDeleteReview(kind: ReviewKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/support/${kind}/${id}`),
    onSuccess: refresh,
  });
}
