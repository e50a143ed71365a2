import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
 * After a favorite changed: the favorites lists are read again, and every cached list that shows
 * the flag is marked stale; `refetchShown` reads those shown now again too (a toggle already shows
 * its new state, so it leaves them alone rather than refetch under the user).
 */
export async function refreshFavoriteViews(
  queryClient: QueryClient,
  kind: ListingKind,
  refetchShown = false,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.favorites }),
    ...[queryRoots[kind], queryRoots.main, queryRoots.search].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: refetchShown ? 'active' : 'none' }),
    ),
  ]);
}

/** Adds or removes a favorite. The toggle shows the new state at once and rolls back on failure. */
export function useSetFavorite(kind: ListingKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => setFavorite(kind, id, favorite),
    onSettled: () => refreshFavoriteViews(queryClient, kind),
  });
}
