import { queryRoots } from '@/lib/query-keys';

/** Query keys of the profile, named once. */
export const profileKeys = {
  detail: () => queryRoots.profile,
  restrictions: () => [...queryRoots.profile, 'restrictions'] as const,
  sessions: () => [...queryRoots.profile, 'sessions'] as const,
  identities: () => [...queryRoots.profile, 'identities'] as const,
};
