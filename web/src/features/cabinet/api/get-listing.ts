import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { cabinetKeys, cabinetPath, type DetailOf, type ListingKind } from './listing-kinds';

/** GET /api/cabinet/{cards|events}/{id}: the whole record with contacts and `policies`. */
export async function getCabinetListing<Kind extends ListingKind>(
  kind: Kind,
  id: number,
  signal?: AbortSignal,
) {
  return (await api.get<Data<DetailOf<Kind>>>(cabinetPath(kind, id), signal)).data;
}

export const cabinetListingQueryOptions = <Kind extends ListingKind>(kind: Kind, id: number) =>
  queryOptions({
    queryKey: cabinetKeys.detail(kind, id),
    queryFn: ({ signal }) => getCabinetListing(kind, id, signal),
  });

export const useCabinetListing = <Kind extends ListingKind>(
  kind: Kind,
  id: number,
  options: { enabled?: boolean } = {},
) => useQuery({ ...cabinetListingQueryOptions(kind, id), enabled: options.enabled ?? true });
