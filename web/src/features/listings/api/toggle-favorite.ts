import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListingKind } from './reveal-contacts';
import { queryRoots } from '@/lib/query-keys';

/** PUT (add) or DELETE (remove) /api/favorites/{cards|events}/{id}: 204, idempotent. */
export async function setFavorite(kind: ListingKind, id: number, favorite: boolean): Promise<void> {
  const path = `/api/favorites/${kind}/${id}`;
  if (favorite) await api.put(path);
  else await api.delete(path);
}

/**
 * Adds or removes a favorite. The toggle shows the new state at once and rolls back on failure;
 * afterwards every cached list that shows the flag is marked stale (not refetched under the user).
 */
export function useSetFavorite(kind: ListingKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => setFavorite(kind, id, favorite),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.favorites }),
        ...[queryRoots[kind], queryRoots.main, queryRoots.search].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
        ),
      ]);
    },
  });
}
