import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@bilim/contract/api';
import type { EventSummary } from '@bilim/contract/events';
import { api } from '@/lib/api-client';
import { favoritesKeys } from './favorites-keys';

/** GET /api/favorites/events?page= : the signed-in user's favorite events. */
export async function getFavoriteEvents(page: number, signal?: AbortSignal) {
  return api.get<Page<EventSummary>>(`/api/favorites/events?page=${page}`, signal);
}

export const favoriteEventsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: favoritesKeys.events(page),
    queryFn: ({ signal }) => getFavoriteEvents(page, signal),
  });

export const useFavoriteEvents = (page: number) => useQuery(favoriteEventsQueryOptions(page));
