import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingKind } from '@bilim/contract/constants';
import { api } from '@/lib/api-client';
import { reviewsKeys } from './reviews-keys';

/** PUT (mark) or DELETE (take back) /api/reviews/{id}/helpful: 204, idempotent. */
export async function markHelpful(reviewId: number, helpful: boolean): Promise<void> {
  const path = `/api/reviews/${reviewId}/helpful`;
  if (helpful) await api.put(path);
  else await api.delete(path);
}

/** Marks a review helpful or takes the mark back; the record's reviews are asked again after. */
export function useMarkHelpful(kind: ListingKind, id: number, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (helpful: boolean) => markHelpful(reviewId, helpful),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.of(kind, id) }),
  });
}
