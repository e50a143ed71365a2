import type { Language } from '@bilim/contract/constants';
import type { LedgerEntry, LedgerKind, PaymentState } from '@bilim/contract/money';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { withinKazakhstanDays } from '../../lib/kazakhstan-days';
import { presentTitle } from '../dictionaries/dictionaries.presenter';
import { payments } from '../payments/payments.schema';
import { tariffs } from '../tariffs/tariffs.schema';
import { ledgerEntries, type LedgerEntryRow } from './ledger.schema';

export interface HistoryFilter {
  accountId: number;
  kinds?: readonly LedgerKind[] | undefined;
  /** Days in Kazakhstan's time (YYYY-MM-DD), both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

function conditions(filter: HistoryFilter): SQL | undefined {
  return and(
    eq(ledgerEntries.accountId, filter.accountId),
    filter.kinds?.length ? inArray(ledgerEntries.kind, [...filter.kinds]) : undefined,
    withinKazakhstanDays(ledgerEntries.createdAt, filter),
  );
}

/** An entry with what the history shows beside it: its payment's state, its tariff's titles. */
const historyColumns = {
  entry: ledgerEntries,
  paymentState: payments.state,
  tariffTitleEn: tariffs.titleEn,
  tariffTitleRu: tariffs.titleRu,
  tariffTitleKz: tariffs.titleKz,
};

function historySelect(db: Executor) {
  return db
    .select(historyColumns)
    .from(ledgerEntries)
    .leftJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(tariffs, eq(tariffs.id, ledgerEntries.tariffId));
}

export interface HistoryRow {
  entry: LedgerEntryRow;
  paymentState: PaymentState | null;
  tariffTitleEn: string | null;
  tariffTitleRu: string | null;
  tariffTitleKz: string | null;
}

/** The account's entries matching the filter, newest first. */
export async function listHistory(
  db: Executor,
  filter: HistoryFilter,
  window: { limit: number; offset?: number },
): Promise<HistoryRow[]> {
  return historySelect(db)
    .where(conditions(filter))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(window.limit)
    .offset(window.offset ?? 0);
}

export async function countHistory(db: Executor, filter: HistoryFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerEntries).where(conditions(filter));
  return row?.n ?? 0;
}

/** One entry as the history shows it. */
export async function findHistoryRow(db: Executor, entryId: number): Promise<HistoryRow> {
  const [row] = await historySelect(db).where(eq(ledgerEntries.id, entryId));
  if (!row) throw new Error(`ledger entry ${entryId} not found`);
  return row;
}

/** The tariff's title in the reader's language (the contract's field is one string). */
function tariffTitle(row: HistoryRow, language: Language): string | null {
  if (row.tariffTitleEn === null || row.tariffTitleRu === null || row.tariffTitleKz === null) {
    return null;
  }
  return presentTitle({
    titleEn: row.tariffTitleEn,
    titleRu: row.tariffTitleRu,
    titleKz: row.tariffTitleKz,
  })[language];
}

export function presentLedgerEntry(row: HistoryRow, language: Language): LedgerEntry {
  const { entry } = row;
  const title = tariffTitle(row, language);
  return {
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    kind: entry.kind,
    amount: entry.amount,
    currency: entry.currency,
    balance_after: entry.balanceAfter,
    description: entry.description,
    payment:
      entry.paymentId !== null && row.paymentState !== null
        ? { id: entry.paymentId, state: row.paymentState }
        : null,
    tariff: entry.tariffId !== null && title !== null ? { id: entry.tariffId, title } : null,
  };
}
