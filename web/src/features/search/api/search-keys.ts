import { queryRoots } from '@/lib/query-keys';

/** Query keys of search, named once. */
export const searchKeys = {
  results: (text: string, city: string | null) => [...queryRoots.search, text, city] as const,
  suggestions: (text: string) => [...queryRoots.suggestions, text] as const,
};
