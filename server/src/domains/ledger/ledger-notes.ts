import type { LedgerNote } from '@bilim/contract/ledger-notes';
import type { LedgerEntryRow } from './ledger.schema';

/**
 * What a ledger entry was for, read from what the books keep: the entry's kind, its payment's
 * provider, its tariff, its idempotency key and its `description`. The description stays the
 * English record the books have always kept (an admin's reason exactly as typed); what people
 * read is worded from the note in their own language. Entries written before notes existed read
 * the same way, since nothing new is stored.
 */

/** The idempotency key of a demo account's starting credit (the demo seed writes it). */
const DEMO_CREDIT_KEY = 'demo-credit:';
export const demoCreditKey = (accountId: number) => `${DEMO_CREDIT_KEY}${accountId}`;
export const DEMO_CREDIT_DESCRIPTION = 'Demo credit';

/** The English record of a VIP purchase: the card and the last day (YYYY-MM-DD) of its period. */
export const vipPurchaseDescription = (cardId: number, untilDay: string) =>
  `VIP for card ${cardId} until ${untilDay}`;
const VIP_PURCHASE = /^VIP for card (\d{1,10}) until (\d{4}-\d{2}-\d{2})$/;

/** The card a VIP purchase's description names, with the day its period ends; null otherwise. */
export function vipPurchaseOf(
  description: string | null,
): { cardId: number; until: string } | null {
  const match = description === null ? null : VIP_PURCHASE.exec(description);
  if (!match) return null;
  const [, cardId, until] = match as unknown as [string, string, string];
  return { cardId: Number(cardId), until };
}

/** What the note is read from, beside the entry: rows the history joins or looks up. */
export interface NoteFacts {
  entry: Pick<LedgerEntryRow, 'kind' | 'description' | 'idempotencyKey' | 'tariffId'>;
  /** The provider of the entry's payment, when it has one. */
  paymentProvider: string | null;
  /** The title of the card a VIP purchase names, null when that card is gone. */
  cardTitle: string | null;
}

export function ledgerNote({ entry, paymentProvider, cardTitle }: NoteFacts): LedgerNote | null {
  switch (entry.kind) {
    case 'top_up':
      if (paymentProvider !== null) return { kind: 'top_up', provider: paymentProvider };
      break;
    case 'tariff_charge':
      if (entry.tariffId !== null) return { kind: 'tariff' };
      break;
    case 'renewal':
      if (entry.tariffId !== null) return { kind: 'renewal' };
      break;
    case 'vip_purchase': {
      const vip = vipPurchaseOf(entry.description);
      if (vip) return { kind: 'vip', card: { id: vip.cardId, title: cardTitle }, until: vip.until };
      break;
    }
    case 'adjustment':
      // Only the demo seed writes this key: an admin who typed "Demo credit" keeps their words.
      if (entry.idempotencyKey.startsWith(DEMO_CREDIT_KEY)) return { kind: 'demo_credit' };
      break;
    case 'refund':
      break;
  }
  return entry.description === null ? null : { kind: 'text', text: entry.description };
}
