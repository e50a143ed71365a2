import { z } from 'zod';
import type { Language } from './constants';
import { formatDate } from './format';

/**
 * What a ledger entry was for, as facts rather than words: the server sends the facts, and each
 * reader words them in their own language — the web app through its `account` translations
 * (`ledger.notes.*`), the server's CSV through `LEDGER_TEXTS` (`ledger-texts.ts`), the same
 * words (a web test holds the two equal).
 */

export const LEDGER_NOTE_KINDS = [
  'top_up',
  'tariff',
  'renewal',
  'vip',
  'demo_credit',
  'text',
] as const;
export type LedgerNoteKind = (typeof LEDGER_NOTE_KINDS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ledgerNoteSchema = z.discriminatedUnion('kind', [
  /** A top-up through a payment provider, by its name (`sandbox`, ...). */
  z.object({ kind: z.literal('top_up'), provider: z.string() }),
  /** A tariff's charge; the tariff is the entry's `tariff`. */
  z.object({ kind: z.literal('tariff') }),
  /** A tariff's renewal; the tariff is the entry's `tariff`. */
  z.object({ kind: z.literal('renewal') }),
  /**
   * VIP for a card until a day (Kazakhstan's calendar): the card's title as it is now, null once
   * the card is deleted.
   */
  z.object({
    kind: z.literal('vip'),
    card: z.object({ id: z.number().int(), title: z.string().nullable() }),
    until: day,
  }),
  /** The starting credit of a demo account. */
  z.object({ kind: z.literal('demo_credit') }),
  /** What a person wrote (an admin's reason for an adjustment or refund): shown as written. */
  z.object({ kind: z.literal('text'), text: z.string() }),
]);
export type LedgerNote = z.infer<typeof ledgerNoteSchema>;

/** The wordings of notes in every language (`ledger.notes.<key>`), each with its placeholders. */
export const LEDGER_NOTE_KEYS = [
  'top_up',
  'top_up_sandbox',
  'tariff',
  'renewal',
  'vip',
  'vip_card_gone',
  'demo_credit',
] as const;
export type LedgerNoteKey = (typeof LEDGER_NOTE_KEYS)[number];

/** A note's wording: a translation with its values, or a person's text shown as written. */
export type LedgerWording =
  { key: LedgerNoteKey; values: Record<string, string> } | { text: string };

/** The payment provider built in for trying the product out; its top-ups are worded apart. */
const SANDBOX_PROVIDER = 'sandbox';

/**
 * How an entry's note reads in `language`: which wording, with its values formatted for that
 * language (days through the one date helper); null when the entry has no note. A reason
 * given for a refund of a tariff charge follows the tariff's title, as the admin wrote it.
 */
export function ledgerWording(
  entry: { note: LedgerNote | null; tariff: { title: string } | null },
  language: Language,
): LedgerWording | null {
  const { note, tariff } = entry;
  if (!note) return null;
  const tariffTitle = tariff?.title ?? '';
  switch (note.kind) {
    case 'top_up':
      return note.provider === SANDBOX_PROVIDER
        ? { key: 'top_up_sandbox', values: {} }
        : { key: 'top_up', values: { provider: note.provider } };
    case 'tariff':
      return { key: 'tariff', values: { tariff: tariffTitle } };
    case 'renewal':
      return { key: 'renewal', values: { tariff: tariffTitle } };
    case 'vip': {
      const until = formatDate(note.until, language);
      return note.card.title === null
        ? { key: 'vip_card_gone', values: { id: String(note.card.id), until } }
        : { key: 'vip', values: { card: note.card.title, until } };
    }
    case 'demo_credit':
      return { key: 'demo_credit', values: {} };
    case 'text':
      return { text: tariff ? `${tariff.title} — ${note.text}` : note.text };
  }
}
