import type { QueryClient } from '@tanstack/react-query';
import type { ListingKind } from '@bilim/contract/constants';
import type { CardDetail, CardSummary } from '@bilim/contract/cards';
import type { EventDetail, EventSummary } from '@bilim/contract/events';
import { accountsQueryKey } from '@/lib/current-account';
import { queryRoots } from '@/lib/query-keys';

/** The two kinds of records the cabinet manages; also the path segment of their calls. */
export type { ListingKind };

export type DetailOf<Kind extends ListingKind> = Kind extends 'cards' ? CardDetail : EventDetail;
export type SummaryOf<Kind extends ListingKind> = Kind extends 'cards' ? CardSummary : EventSummary;

/** Base path of a kind's cabinet calls. */
export const cabinetPath = (kind: ListingKind, id?: number) =>
  id === undefined ? `/api/cabinet/${kind}` : `/api/cabinet/${kind}/${id}`;

/**
 * Query keys of the cabinet. Every key starts with 'cabinet' so a sign-out forgets them; lists of a
 * kind share the prefix `listingsKey(kind)`, which mutations invalidate.
 */
export const cabinetKeys = {
  all: queryRoots.cabinet,
  accounts: () => accountsQueryKey,
  overview: (accountId: number) => [...queryRoots.cabinet, 'overview', accountId] as const,
  overviews: () => [...queryRoots.cabinet, 'overview'] as const,
  listings: (kind: ListingKind) => [...queryRoots.cabinet, kind, 'list'] as const,
  detail: (kind: ListingKind, id: number) => [...queryRoots.cabinet, kind, 'detail', id] as const,
  /** GET /api/cabinet/vip: VIP's price and period. */
  vipOffer: () => [...queryRoots.cabinet, 'vip-offer'] as const,
  /**
   * GET /api/account's balance, for what a refused VIP purchase lacks: under the money's root,
   * so every change of the balance refreshes it.
   */
  balance: (accountId: number) => [...queryRoots.account, 'cabinet-balance', accountId] as const,
};

/**
 * After a change to a record: keeps its fresh answer (when there is one) and invalidates the lists
 * of its kind, the overview and the accounts (their counts by state).
 */
export async function refreshAfterChange<Kind extends ListingKind>(
  queryClient: QueryClient,
  kind: Kind,
  record?: DetailOf<Kind>,
): Promise<void> {
  if (record) queryClient.setQueryData(cabinetKeys.detail(kind, record.id), record);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cabinetKeys.listings(kind) }),
    queryClient.invalidateQueries({ queryKey: cabinetKeys.overviews() }),
    queryClient.invalidateQueries({ queryKey: cabinetKeys.accounts() }),
  ]);
}
