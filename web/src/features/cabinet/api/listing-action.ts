import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Data } from '@bilim/contract/api';
import type { ListingAction } from '@bilim/contract/listings';
import { api } from '@/lib/api-client';
import {
  cabinetKeys,
  cabinetPath,
  refreshAfterChange,
  type DetailOf,
  type ListingKind,
} from './listing-kinds';
import { deleteCabinetListing } from './delete-listing';

/** The actions answered with the changed record (delete removes it and answers 204). */
export type StateAction = Exclude<ListingAction, 'delete'>;

export interface ListingActionVariables {
  id: number;
  action: ListingAction;
}

/**
 * POST /api/cabinet/{cards|events}/{id}/{action} (publish, unpublish, archive, restore, pin,
 * unpin), or DELETE /api/cabinet/{cards|events}/{id} for `delete`. Answers the changed record,
 * or null once deleted.
 */
export async function runListingAction<Kind extends ListingKind>(
  kind: Kind,
  { id, action }: ListingActionVariables,
): Promise<DetailOf<Kind> | null> {
  if (action === 'delete') {
    await deleteCabinetListing(kind, id);
    return null;
  }
  return (await api.post<Data<DetailOf<Kind>>>(`${cabinetPath(kind, id)}/${action}`)).data;
}

/** The caller shows failures itself (a tariff limit gets its own explanation). */
export function useListingAction<Kind extends ListingKind>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (variables: ListingActionVariables) => runListingAction(kind, variables),
    onSuccess: async (record, { id }) => {
      if (record === null) queryClient.removeQueries({ queryKey: cabinetKeys.detail(kind, id) });
      await refreshAfterChange(queryClient, kind, record ?? undefined);
    },
  });
}
