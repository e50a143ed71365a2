import { queryRoots } from '@/lib/query-keys';

/** Query keys of the favorites lists, named once. */
export const favoritesKeys = {
  cards: (page: number) => [...queryRoots.favorites, 'cards', page] as const,
  events: (page: number) => [...queryRoots.favorites, 'events', page] as const,
};
