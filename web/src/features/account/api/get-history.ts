import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bilim/contract/constants';
import type { HistoryPage, LedgerKind } from '@bilim/contract/money';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';
import { accountKeys } from './account-keys';

/** What the history screen filters by (kept in its URL). */
export interface HistoryFilters {
  kinds: LedgerKind[];
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  page: number;
}

export const HISTORY_PER_PAGE = 20;

/** The query string of the history calls; arrays as `kind[]=value` (DECISIONS, API conventions). */
export function historySearch(accountId: number, filters: HistoryFilters, paged = true): string {
  const search = new URLSearchParams({ account_id: String(accountId) });
  for (const kind of filters.kinds) search.append('kind[]', kind);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (paged) {
    search.set('page', String(filters.page));
    search.set('per_page', String(HISTORY_PER_PAGE));
  }
  return search.toString();
}

/**
 * GET /api/account/history: the ledger entries of the account, newest first, a page at a time.
 * The server names tariffs in the request's language, so the language is part of the key.
 */
export const historyQueryOptions = (
  accountId: number,
  filters: HistoryFilters,
  language: Language,
) =>
  queryOptions({
    queryKey: accountKeys.history(accountId, { ...filters, language }),
    queryFn: ({ signal }) =>
      api.get<HistoryPage>(`/api/account/history?${historySearch(accountId, filters)}`, signal),
    placeholderData: keepPreviousData,
  });

export function useHistory(accountId: number, filters: HistoryFilters) {
  const { i18n } = useTranslation();
  return useQuery(historyQueryOptions(accountId, filters, currentLanguage(i18n)));
}

/** GET /api/account/history.csv with the same filters, saved under the name the server gives it. */
export const downloadHistoryCsv = (accountId: number, filters: HistoryFilters) =>
  downloadFile(
    `/api/account/history.csv?${historySearch(accountId, filters, false)}`,
    `bilim-history-${accountId}.csv`,
  );
