import { queryRoots } from '@/lib/query-keys';

/** Query keys of provider pages, named once. */
export const providerKeys = {
  detail: (id: number) => [...queryRoots.providers, id] as const,
};
