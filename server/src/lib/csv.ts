import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

/** The most rows one export holds (newest first); more are exported by narrower filters. */
export const CSV_MAX_ROWS = 10_000;

/** Minor units as major with two decimals and a point: -490000 → "-4900.00". */
export function majorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell a spreadsheet will not run as a formula (CSV injection, OWASP): one starting with
 * = + - @, a tab or a carriage return gets a leading apostrophe. Only text cells written by
 * people (reasons, titles, names) pass through here; amounts stay numbers.
 */
export function spreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A CSV download: a header and the rows, in UTF-8 with a byte order mark so Excel reads Cyrillic
 * and Kazakh letters, saved under `file`.
 */
export function sendCsv(
  reply: FastifyReply,
  file: string,
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
) {
  return reply
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(stringify(rows as unknown[][], { bom: true }));
}
