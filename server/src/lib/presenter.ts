import type { PageMeta } from '@bilim/contract/api';

/** What every list answers: `{ data, meta: { current_page, last_page, per_page, total } }`. */
export interface ListAnswer<T> {
  data: T[];
  meta: PageMeta;
}

/**
 * A whole list on one page (dictionaries and other short lists). The one way lists answer; a
 * paginated list passes its page and page size.
 */
export function presentList<T>(
  items: T[],
  page: { current: number; perPage: number; total: number } = {
    current: 1,
    perPage: items.length,
    total: items.length,
  },
): ListAnswer<T> {
  return {
    data: items,
    meta: {
      current_page: page.current,
      last_page: Math.max(1, Math.ceil(page.total / Math.max(page.perPage, 1))),
      per_page: page.perPage,
      total: page.total,
    },
  };
}
