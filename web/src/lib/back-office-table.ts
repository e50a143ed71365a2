import 'mantine-datatable/styles.layer.css';
import './back-office-table.css';
import type { TFunction } from 'i18next';
import type { PageMeta } from '@bilim/contract/api';
import type { Language } from '@bilim/contract/constants';
import { formatCount } from '@/lib/format';

/**
 * What every back-office table (support's and the admin's) says the same way, in the reader's
 * language: the pagination (page in the URL, "21–40 of 312"), the controls' names. The texts are
 * the `table` keys of the caller's namespace.
 */
export function pagingProps(
  meta: PageMeta | undefined,
  onPage: (page: number) => void,
  t: TFunction,
  language: Language,
) {
  return {
    totalRecords: meta?.total ?? 0,
    recordsPerPage: meta?.per_page ?? 20,
    page: meta?.current_page ?? 1,
    onPageChange: onPage,
    paginationText: ({
      from,
      to,
      totalRecords,
    }: {
      from: number;
      to: number;
      totalRecords: number;
    }) =>
      t('table.range', {
        from: formatCount(from, language),
        to: formatCount(to, language),
        total: formatCount(totalRecords, language),
      }),
    getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => ({
      'aria-label': t(`table.${control}`),
    }),
  };
}

/** The table's text while empty. */
export const tableTexts = (t: TFunction) => ({ noRecordsText: t('table.empty') });
