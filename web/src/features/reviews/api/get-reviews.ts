import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSort, ReviewsAnswer } from '@bilim/contract/trust';
import { api } from '@/lib/api-client';
import type { ListingKind } from '@bilim/contract/constants';
import { reviewsKeys } from './reviews-keys';

/** GET /api/{cards|events}/{id}/reviews?sort=&page=: a page of reviews with the rating's breakdown. */
export async function getReviews(
  kind: ListingKind,
  id: number,
  sort: ReviewSort,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewsAnswer> {
  const query = new URLSearchParams({ sort, page: String(page) });
  return api.get<ReviewsAnswer>(`/api/${kind}/${id}/reviews?${query.toString()}`, signal);
}

export const reviewsQueryOptions = (
  kind: ListingKind,
  id: number,
  sort: ReviewSort,
  page: number,
) =>
  queryOptions({
    queryKey: reviewsKeys.page(kind, id, sort, page),
    queryFn: ({ signal }) => getReviews(kind, id, sort, page, signal),
    // Another page or order keeps the list on screen until it arrives (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });

export const useReviews = (kind: ListingKind, id: number, sort: ReviewSort, page: number) =>
  useQuery(reviewsQueryOptions(kind, id, sort, page));
