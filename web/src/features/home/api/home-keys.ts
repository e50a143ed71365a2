import { queryRoots } from '@/lib/query-keys';

/** Query keys of the home page, named once. */
export const homeKeys = {
  main: (city: string | null) => [...queryRoots.main, city] as const,
  slides: (city: string | null) => [...queryRoots.slides, city] as const,
};
