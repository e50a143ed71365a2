import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { EventDetail } from '@bilim/contract/events';
import { api } from '@/lib/api-client';
import { listingsKeys } from './listings-keys';

/** GET /api/events/{id}: a published event; 404 EVENT_NOT_FOUND otherwise. */
export async function getEvent(id: number, signal?: AbortSignal): Promise<EventDetail> {
  return (await api.get<Data<EventDetail>>(`/api/events/${id}`, signal)).data;
}

export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: listingsKeys.event(id),
    queryFn: ({ signal }) => getEvent(id, signal),
  });

export const useEvent = (id: number) => useQuery(eventQueryOptions(id));
