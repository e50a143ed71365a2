import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventsPage } from '@bilim/contract/events';
import { api } from '@/lib/api-client';
import { listingsKeys } from './listings-keys';

/** GET /api/events?<query>: `query` is built by `toApiQuery` (lib/list-params). */
export async function getEvents(query: string, signal?: AbortSignal): Promise<EventsPage> {
  return api.get<EventsPage>(`/api/events?${query}`, signal);
}

export const eventsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: listingsKeys.events(query),
    queryFn: ({ signal }) => getEvents(query, signal),
    placeholderData: keepPreviousData,
  });

export const useEvents = (query: string, enabled = true) =>
  useQuery({ ...eventsQueryOptions(query), enabled });
