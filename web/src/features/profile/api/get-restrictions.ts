import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@bilim/contract/api';
import type { Restriction } from '@bilim/contract/trust';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/cabinet/restrictions: the user's own restrictions in force, with reasons and ends. */
export async function getOwnRestrictions(signal?: AbortSignal): Promise<Restriction[]> {
  return (await api.get<Page<Restriction>>('/api/cabinet/restrictions', signal)).data;
}

export const ownRestrictionsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.restrictions(),
    queryFn: ({ signal }) => getOwnRestrictions(signal),
  });

export const useOwnRestrictions = () => useQuery(ownRestrictionsQueryOptions());
