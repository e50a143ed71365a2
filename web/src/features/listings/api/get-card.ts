import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { CardDetail } from '@bilim/contract/cards';
import { api } from '@/lib/api-client';
import { listingsKeys } from './listings-keys';

/** GET /api/cards/{id}: a published card; 404 CARD_NOT_FOUND otherwise. */
export async function getCard(id: number, signal?: AbortSignal): Promise<CardDetail> {
  return (await api.get<Data<CardDetail>>(`/api/cards/${id}`, signal)).data;
}

export const cardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: listingsKeys.card(id),
    queryFn: ({ signal }) => getCard(id, signal),
  });

export const useCard = (id: number) => useQuery(cardQueryOptions(id));
