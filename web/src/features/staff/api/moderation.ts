import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

/** POST /api/support/cards|events/{id}/unpublish {reason}: take a record off the site. */
export function useUnpublishListing(kind: 'card' | 'event', id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.post(`/api/support/${kind === 'card' ? 'cards' : 'events'}/${id}/unpublish`, { reason }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: kind === 'card' ? queryRoots.cards : queryRoots.events,
      }),
  });
}
