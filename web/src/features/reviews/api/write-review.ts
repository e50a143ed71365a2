import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import { reviewBody, type Review, type ReviewBody } from '@bilim/contract/trust';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { ListingKind } from '@bilim/contract/constants';
import { reviewsKeys } from './reviews-keys';

/** POST /api/{cards|events}/{id}/review: writes the user's review, or edits the one they wrote. */
export async function writeReview(kind: ListingKind, id: number, input: ReviewBody) {
  return (await api.post<Data<Review>>(`/api/${kind}/${id}/review`, reviewBody.parse(input))).data;
}

/**
 * The record's reviews, and its rating wherever it is shown (its page, the lists), change with a
 * review: they are asked again. The form shows failures itself.
 */
export function useWriteReview(kind: ListingKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: ReviewBody) => writeReview(kind, id, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKeys.of(kind, id) }),
        queryClient.invalidateQueries({ queryKey: queryRoots[kind] }),
        queryClient.invalidateQueries({ queryKey: queryRoots.providers, refetchType: 'none' }),
      ]);
    },
  });
}
