import { queryRoots } from '@/lib/query-keys';

type ReviewKind = 'reviews' | 'comments';

/** Query keys of the admin feature, named once. */
export const adminKeys = {
  settings: () => [...queryRoots.admin, 'settings'] as const,
  dashboard: () => [...queryRoots.admin, 'dashboard'] as const,
  tariffs: () => [...queryRoots.admin, 'tariffs'] as const,
  accounts: (query: Record<string, unknown>) => [...queryRoots.admin, 'accounts', query] as const,
  tariff: (id: number) => [...queryRoots.admin, 'tariffs', id] as const,
  cities: () => [...queryRoots.admin, 'cities'] as const,
  cityPage: (query: Record<string, unknown>) => [...queryRoots.admin, 'cities', query] as const,
  city: (id: number) => [...queryRoots.admin, 'cities', 'one', id] as const,
  categories: () => [...queryRoots.admin, 'categories'] as const,
  tags: () => [...queryRoots.admin, 'tags'] as const,
  tagPage: (query: Record<string, unknown>) => [...queryRoots.admin, 'tags', query] as const,
  tag: (id: number) => [...queryRoots.admin, 'tags', 'one', id] as const,
  languages: () => [...queryRoots.admin, 'languages'] as const,
  listings: (kind: 'cards' | 'events', query: Record<string, unknown>) =>
    [...queryRoots.admin, kind, query] as const,
  /** Reviews ('reviews') or comments ('comments'): every list and one. */
  reviews: (kind: ReviewKind) => [...queryRoots.admin, kind] as const,
  reviewPage: (kind: ReviewKind, query: Record<string, unknown>) =>
    [...queryRoots.admin, kind, query] as const,
  review: (kind: ReviewKind, id: number) => [...queryRoots.admin, kind, 'one', id] as const,
};
