import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CardsPage } from '@bilim/contract/cards';
import { api } from '@/lib/api-client';
import { listingsKeys } from './listings-keys';

/** GET /api/cards?<query>: `query` is built by `toApiQuery` (lib/list-params). */
export async function getCards(query: string, signal?: AbortSignal): Promise<CardsPage> {
  return api.get<CardsPage>(`/api/cards?${query}`, signal);
}

export const cardsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: listingsKeys.cards(query),
    queryFn: ({ signal }) => getCards(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCards = (query: string, enabled = true) =>
  useQuery({ ...cardsQueryOptions(query), enabled });
