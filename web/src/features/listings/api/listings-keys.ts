import { queryRoots } from '@/lib/query-keys';

/** Query keys of the public lists and pages of cards and events, named once. */
export const listingsKeys = {
  cards: (query: string) => [...queryRoots.cards, 'list', query] as const,
  card: (id: number) => [...queryRoots.cards, 'detail', id] as const,
  events: (query: string) => [...queryRoots.events, 'list', query] as const,
  event: (id: number) => [...queryRoots.events, 'detail', id] as const,
};
