import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@bilim/contract/api';
import type { Restriction, RestrictionType } from '@bilim/contract/trust';
import { api } from './api-client';
import { queryRoots } from './query-keys';

/**
 * GET /api/cabinet/restrictions: the signed-in user's own restrictions, with reasons and ends.
 * One query for every screen that tells of one (the profile, the chat, the cabinet), under the
 * profile's root so the profile's refreshes reach it.
 */
export const ownRestrictionsKey = () => [...queryRoots.profile, 'restrictions'] as const;

export const ownRestrictionsQueryOptions = () =>
  queryOptions({
    queryKey: ownRestrictionsKey(),
    queryFn: async ({ signal }) =>
      (await api.get<Page<Restriction>>('/api/cabinet/restrictions', signal)).data,
  });

export const useOwnRestrictions = () => useQuery(ownRestrictionsQueryOptions());

/** The restriction of this type in force, or undefined (also while loading or on a failure). */
export function useRestrictionInForce(type: RestrictionType): Restriction | undefined {
  const { data } = useOwnRestrictions();
  return data?.find((restriction) => restriction.type === type && restriction.active);
}
