import { queryRoots } from '@/lib/query-keys';

/** Query keys of the catalog feature, named once. */
export const catalogKeys = {
  /** GET /api/catalog: the category tree and filter attributes. */
  tree: () => queryRoots.catalog,
};
