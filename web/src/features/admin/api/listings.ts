import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminListing, AdminListingsQuery } from '@bilim/contract/admin';
import type { Page } from '@bilim/contract/api';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/cards or /api/admin/events: any state and account, newest change first. */
export function useAdminListings(kind: 'cards' | 'events', query: AdminListingsQuery) {
  const search = new URLSearchParams({ page: String(query.page ?? 1) });
  if (query.q) search.set('q', query.q);
  if (query.state) search.set('state', query.state);
  return useQuery({
    queryKey: adminKeys.listings(kind, { ...query }),
    queryFn: ({ signal }) => api.get<Page<AdminListing>>(`/api/admin/${kind}?${search}`, signal),
    placeholderData: keepPreviousData,
  });
}
