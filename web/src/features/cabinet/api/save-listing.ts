import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardInput, type CardInput } from '@bilim/contract/cards';
import { eventInput, type EventInput } from '@bilim/contract/events';
import type { Data } from '@bilim/contract/api';
import { api, request } from '@/lib/api-client';
import { cabinetPath, refreshAfterChange, type DetailOf, type ListingKind } from './listing-kinds';

export type InputOf<Kind extends ListingKind> = Kind extends 'cards' ? CardInput : EventInput;

const inputSchemas = { cards: cardInput, events: eventInput };

export interface SaveListingVariables<Kind extends ListingKind> {
  /** Absent: POST (create, state new); present: PUT the record. */
  id?: number;
  input: InputOf<Kind>;
  /**
   * A create's Idempotency-Key, one per form: the server answers a repeat of the same form (a
   * double submit, a retry after a lost answer) with the record the first made.
   */
  requestKey?: string;
}

/** POST /api/cabinet/{cards|events} and PUT /api/cabinet/{cards|events}/{id}. */
export async function saveCabinetListing<Kind extends ListingKind>(
  kind: Kind,
  { id, input, requestKey }: SaveListingVariables<Kind>,
): Promise<DetailOf<Kind>> {
  const body = inputSchemas[kind].parse(input);
  const result =
    id === undefined
      ? await request<Data<DetailOf<Kind>>>(cabinetPath(kind), {
          method: 'POST',
          body,
          headers: requestKey === undefined ? undefined : { 'Idempotency-Key': requestKey },
        })
      : await api.put<Data<DetailOf<Kind>>>(cabinetPath(kind, id), body);
  return result.data;
}

/** The form shows this mutation's failures itself (fields, tariff limit). */
export function useSaveListing<Kind extends ListingKind>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (variables: SaveListingVariables<Kind>) => saveCabinetListing(kind, variables),
    onSuccess: (record) => refreshAfterChange(queryClient, kind, record),
  });
}
