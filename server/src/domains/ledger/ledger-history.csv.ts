import type { Language } from '@bilim/contract/constants';
import { KAZAKHSTAN_TIME_ZONE } from '@bilim/contract/calendar';
import { LEDGER_COLUMNS, LEDGER_TEXTS } from '@bilim/contract/ledger-texts';
import { stringify } from 'csv-stringify/sync';
import { CSV_MAX_ROWS, majorUnits, spreadsheetText } from '../../lib/csv';
import { presentLedgerEntry, type HistoryRow } from './ledger-history.queries';

/** The most rows one export holds (newest first); a longer history is exported by periods. */
export const HISTORY_CSV_MAX_ROWS = CSV_MAX_ROWS;

// Sweden's format is ISO-like ("2026-05-01 14:30:00"), which spreadsheets read as a date.
const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: KAZAKHSTAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The history as CSV in the reader's language: a header and one row per entry, in UTF-8 with a
 * byte order mark so Excel reads Cyrillic and Kazakh letters. The header, kinds, descriptions
 * and payment states are the words the history screen shows (`LEDGER_TEXTS`); dates in
 * Kazakhstan's time and amounts with a decimal point stay as spreadsheets read them.
 */
export function historyCsv(rows: readonly HistoryRow[], language: Language): string {
  const texts = LEDGER_TEXTS[language];
  const records = rows.map((row) => {
    const entry = presentLedgerEntry(row, language);
    return [
      dateFormat.format(new Date(entry.created_at)),
      texts.kinds[entry.kind],
      majorUnits(entry.amount),
      entry.currency,
      majorUnits(entry.balance_after),
      spreadsheetText(entry.description ?? ''),
      entry.payment ? texts.payment[entry.payment.state] : '',
    ];
  });
  const header = LEDGER_COLUMNS.map((column) => texts.columns[column]);
  return stringify([header, ...records], { bom: true });
}
