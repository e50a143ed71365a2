import { useTranslation } from 'react-i18next';
import { ledgerWording } from '@bilim/contract/ledger-notes';
import type { LedgerColumn } from '@bilim/contract/ledger-texts';
import type { LedgerEntry, LedgerKind, PaymentState } from '@bilim/contract/money';
import { currentLanguage } from '@/lib/i18n';

/**
 * The words of the books in the interface language, from the `ledger` section of the `account`
 * translations: an entry's kind, its payment's state, the history's columns, and its description
 * (its note worded, values formatted by the contract's helpers). The server's CSV writes the same
 * words (`LEDGER_TEXTS`, held equal to these translations by a test).
 */
export function useLedgerWords() {
  const { t, i18n } = useTranslation('account');
  const language = currentLanguage(i18n);
  return {
    kind: (kind: LedgerKind) => t(`ledger.kinds.${kind}`),
    state: (state: PaymentState) => t(`ledger.payment.${state}`),
    column: (column: LedgerColumn) => t(`ledger.columns.${column}`),
    description: (entry: Pick<LedgerEntry, 'note' | 'tariff'>): string | null => {
      const wording = ledgerWording(entry, language);
      if (!wording) return null;
      return 'text' in wording ? wording.text : t(`ledger.notes.${wording.key}`, wording.values);
    },
  };
}
