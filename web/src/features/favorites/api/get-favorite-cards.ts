import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@bilim/contract/api';
import type { CardSummary } from '@bilim/contract/cards';
import { api } from '@/lib/api-client';
import { favoritesKeys } from './favorites-keys';

/** GET /api/favorites/cards?page= : the signed-in user's favorite cards. */
export async function getFavoriteCards(page: number, signal?: AbortSignal) {
  return api.get<Page<CardSummary>>(`/api/favorites/cards?page=${page}`, signal);
}

export const favoriteCardsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: favoritesKeys.cards(page),
    queryFn: ({ signal }) => getFavoriteCards(page, signal),
  });

export const useFavoriteCards = (page: number) => useQuery(favoriteCardsQueryOptions(page));
