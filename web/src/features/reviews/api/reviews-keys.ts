import type { ReviewSort } from '@bilim/contract/trust';
import { queryRoots } from '@/lib/query-keys';
import type { ListingKind } from '@bilim/contract/constants';

/** Query keys of a record's reviews, named once; every page and order of a record shares `of`. */
export const reviewsKeys = {
  of: (kind: ListingKind, id: number) => [...queryRoots.reviews, kind, id] as const,
  page: (kind: ListingKind, id: number, sort: ReviewSort, page: number) =>
    [...queryRoots.reviews, kind, id, sort, page] as const,
};
