import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@bilim/contract/api';
import type { ListingState } from '@bilim/contract/listings';
import { api } from '@/lib/api-client';
import { cabinetKeys, cabinetPath, type ListingKind, type SummaryOf } from './listing-kinds';

export interface CabinetListingsParams {
  accountId: number;
  states: readonly ListingState[];
  text?: string;
  page?: number;
  perPage?: number;
}

export function cabinetListingsSearch({
  accountId,
  states,
  text,
  page = 1,
  perPage = 20,
}: CabinetListingsParams): string {
  const query = new URLSearchParams({ account_id: String(accountId) });
  for (const state of states) query.append('state[]', state);
  if (text?.trim()) query.set('text', text.trim());
  query.set('page', String(page));
  query.set('per_page', String(perPage));
  return query.toString();
}

/** GET /api/cabinet/{cards|events}?account_id=&state[]=&text=&page=: pinned first, then newest. */
export async function getCabinetListings<Kind extends ListingKind>(
  kind: Kind,
  params: CabinetListingsParams,
  signal?: AbortSignal,
) {
  return api.get<Page<SummaryOf<Kind>>>(
    `${cabinetPath(kind)}?${cabinetListingsSearch(params)}`,
    signal,
  );
}

export const cabinetListingsQueryOptions = <Kind extends ListingKind>(
  kind: Kind,
  params: CabinetListingsParams,
) =>
  queryOptions({
    queryKey: [...cabinetKeys.listings(kind), params] as const,
    queryFn: ({ signal }) => getCabinetListings(kind, params, signal),
    placeholderData: keepPreviousData,
  });

export const useCabinetListings = <Kind extends ListingKind>(
  kind: Kind,
  params: CabinetListingsParams,
) => useQuery(cabinetListingsQueryOptions(kind, params));
