import { queryRoots } from '@/lib/query-keys';

/** Query keys of signing in, named once. */
export const authKeys = {
  socialProviders: () => queryRoots.socialProviders,
  restoreLink: (token: string) => [...queryRoots.restoreLinks, token] as const,
};
