import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingKind } from '@bilim/contract/constants';
import { api } from '@/lib/api-client';
import { reviewsKeys } from './reviews-keys';

/**
 * DELETE /api/support/reviews/{id} or /api/support/comments/{id}: support deletes it softly (it
 * then reads "Review was deleted by support"); the record's reviews are asked again after.
 */
export function useDeleteBySupport(kind: ListingKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, targetId }: { target: 'review' | 'comment'; targetId: number }) =>
      api.delete(`/api/support/${target === 'review' ? 'reviews' : 'comments'}/${targetId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.of(kind, id) }),
  });
}
