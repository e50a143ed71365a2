import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventsPage, type EventsPage } from '@bilim/contract/events';
import { api } from '@/lib/api-client';

/** GET /api/events?<query>: `query` is built by `toApiQuery` (lib/list-params). */
export async function getEvents(query: string, signal?: AbortSignal): Promise<EventsPage> {
  return api.get(`/api/events?${query}`, eventsPage, signal);
}

export const eventsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['events', 'list', query],
    queryFn: ({ signal }) => getEvents(query, signal),
    placeholderData: keepPreviousData,
  });

export const useEvents = (query: string, enabled = true) =>
  useQuery({ ...eventsQueryOptions(query), enabled });
