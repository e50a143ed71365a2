import type { Language } from '@bilim/contract/constants';
import { describeLedgerEntry } from '@bilim/contract/ledger-texts';
import type { LedgerEntry, LedgerKind, PaymentState } from '@bilim/contract/money';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { withinKazakhstanDays } from '../../lib/kazakhstan-days';
import { presentTitle } from '../dictionaries/dictionaries.presenter';
import { cards } from '../listings/listings.schema';
import { payments } from '../payments/payments.schema';
import { tariffs } from '../tariffs/tariffs.schema';
import { ledgerNote, vipPurchaseOf } from './ledger-notes';
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

/**
 * An entry with what the history shows beside it: its payment's state and provider, its tariff's
 * titles.
 */
const historyColumns = {
  entry: ledgerEntries,
  paymentState: payments.state,
  paymentProvider: payments.provider,
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

type SelectedRow = Omit<HistoryRow, 'cardTitle'>;

export interface HistoryRow {
  entry: LedgerEntryRow;
  paymentState: PaymentState | null;
  paymentProvider: string | null;
  tariffTitleEn: string | null;
  tariffTitleRu: string | null;
  tariffTitleKz: string | null;
  /** The title of the card a VIP purchase names (its account's card), null when it is gone. */
  cardTitle: string | null;
}

const INT4_MAX = 2_147_483_647;

/**
 * The rows with the titles of the cards their VIP purchases name, in one more query for the
 * whole page: the books name a card by its id, and people know it by its title.
 */
async function withCardTitles(db: Executor, rows: SelectedRow[]): Promise<HistoryRow[]> {
  const cardIds = new Set<number>();
  for (const { entry } of rows) {
    const vip = entry.kind === 'vip_purchase' ? vipPurchaseOf(entry.description) : null;
    if (vip && vip.cardId <= INT4_MAX) cardIds.add(vip.cardId);
  }
  const found =
    cardIds.size === 0
      ? []
      : await db
          .select({ id: cards.id, accountId: cards.accountId, title: cards.title })
          .from(cards)
          .where(inArray(cards.id, [...cardIds]));
  const byId = new Map(found.map((card) => [card.id, card]));
  return rows.map((row) => {
    const vip = row.entry.kind === 'vip_purchase' ? vipPurchaseOf(row.entry.description) : null;
    const card = vip ? byId.get(vip.cardId) : undefined;
    // Only a card of the entry's own account is named.
    return { ...row, cardTitle: card?.accountId === row.entry.accountId ? card.title : null };
  });
}

/** The account's entries matching the filter, newest first. */
export async function listHistory(
  db: Executor,
  filter: HistoryFilter,
  window: { limit: number; offset?: number },
): Promise<HistoryRow[]> {
  const rows = await historySelect(db)
    .where(conditions(filter))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(window.limit)
    .offset(window.offset ?? 0);
  return withCardTitles(db, rows);
}

export async function countHistory(db: Executor, filter: HistoryFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerEntries).where(conditions(filter));
  return row?.n ?? 0;
}

/** One entry as the history shows it. */
export async function findHistoryRow(db: Executor, entryId: number): Promise<HistoryRow> {
  const [row] = await historySelect(db).where(eq(ledgerEntries.id, entryId));
  if (!row) throw new Error(`ledger entry ${entryId} not found`);
  const [withTitle] = await withCardTitles(db, [row]);
  return withTitle ?? { ...row, cardTitle: null };
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

/**
 * An entry as the reader sees it: its note (what it was for, as facts) and that note worded in
 * the reader's language, with the tariff's title in it too.
 */
export function presentLedgerEntry(row: HistoryRow, language: Language): LedgerEntry {
  const { entry } = row;
  const title = tariffTitle(row, language);
  const tariff = entry.tariffId !== null && title !== null ? { id: entry.tariffId, title } : null;
  const note = ledgerNote(row);
  return {
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    kind: entry.kind,
    amount: entry.amount,
    currency: entry.currency,
    balance_after: entry.balanceAfter,
    note,
    description: describeLedgerEntry({ note, tariff }, language),
    payment:
      entry.paymentId !== null && row.paymentState !== null
        ? { id: entry.paymentId, state: row.paymentState }
        : null,
    tariff,
  };
}
