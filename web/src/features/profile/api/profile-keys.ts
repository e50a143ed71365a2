import { ownRestrictionsKey } from '@/lib/own-restrictions';
import { queryRoots } from '@/lib/query-keys';

/** Query keys of the profile, named once. */
export const profileKeys = {
  detail: () => queryRoots.profile,
  restrictions: ownRestrictionsKey,
  sessions: () => [...queryRoots.profile, 'sessions'] as const,
  identities: () => [...queryRoots.profile, 'identities'] as const,
};
