import type { Language } from './constants';
import { ledgerWording, type LedgerNote, type LedgerNoteKey } from './ledger-notes';
import type { LedgerKind, PaymentState } from './money';

/**
 * The words of the books in every language: the kinds of entries, the payment states, the
 * history's columns and the wordings of notes (`ledger-notes.ts`). The server words its CSV and
 * the API's `description` from here; the web app shows the same words from the `ledger` section
 * of its `account` translations, which a web test holds equal to these, so a state or an entry
 * reads alike on screen and in the CSV. Placeholders are i18next's (`{{name}}`).
 */

export const LEDGER_COLUMNS = [
  'date',
  'kind',
  'amount',
  'currency',
  'balanceAfter',
  'description',
  'payment',
] as const;
export type LedgerColumn = (typeof LEDGER_COLUMNS)[number];

export interface LedgerTexts {
  kinds: Record<LedgerKind, string>;
  payment: Record<PaymentState, string>;
  columns: Record<LedgerColumn, string>;
  notes: Record<LedgerNoteKey, string>;
}

export const LEDGER_TEXTS: Record<Language, LedgerTexts> = {
  en: {
    kinds: {
      top_up: 'Top-up',
      tariff_charge: 'Tariff payment',
      renewal: 'Tariff renewal',
      vip_purchase: 'VIP purchase',
      refund: 'Refund',
      adjustment: 'Adjustment',
    },
    payment: { pending: 'Pending', succeeded: 'Paid', declined: 'Declined' },
    columns: {
      date: 'Date',
      kind: 'Operation',
      amount: 'Amount',
      currency: 'Currency',
      balanceAfter: 'Balance after',
      description: 'Description',
      payment: 'Payment',
    },
    notes: {
      top_up: 'Top-up through {{provider}}',
      top_up_sandbox: 'Top-up by sandbox payment',
      tariff: 'Tariff “{{tariff}}”',
      renewal: 'Renewal of the “{{tariff}}” tariff',
      vip: 'VIP for the card “{{card}}” until {{until}}',
      vip_card_gone: 'VIP for card No. {{id}} until {{until}}',
      demo_credit: 'Demo credit',
    },
  },
  ru: {
    kinds: {
      top_up: 'Пополнение',
      tariff_charge: 'Оплата тарифа',
      renewal: 'Продление тарифа',
      vip_purchase: 'Покупка VIP',
      refund: 'Возврат',
      adjustment: 'Корректировка',
    },
    payment: { pending: 'В обработке', succeeded: 'Оплачен', declined: 'Отклонён' },
    columns: {
      date: 'Дата',
      kind: 'Операция',
      amount: 'Сумма',
      currency: 'Валюта',
      balanceAfter: 'Баланс после',
      description: 'Описание',
      payment: 'Платёж',
    },
    notes: {
      top_up: 'Пополнение через {{provider}}',
      top_up_sandbox: 'Пополнение тестовой оплатой',
      tariff: 'Тариф «{{tariff}}»',
      renewal: 'Продление тарифа «{{tariff}}»',
      vip: 'VIP для карточки «{{card}}» до {{until}}',
      vip_card_gone: 'VIP для карточки № {{id}} до {{until}}',
      demo_credit: 'Демо-зачисление',
    },
  },
  kz: {
    kinds: {
      top_up: 'Толтыру',
      tariff_charge: 'Тариф төлемі',
      renewal: 'Тарифті ұзарту',
      vip_purchase: 'VIP сатып алу',
      refund: 'Қайтару',
      adjustment: 'Түзету',
    },
    payment: { pending: 'Өңделуде', succeeded: 'Төленді', declined: 'Қабылданбады' },
    columns: {
      date: 'Күні',
      kind: 'Операция түрі',
      amount: 'Сомасы',
      currency: 'Валюта',
      balanceAfter: 'Кейінгі теңгерім',
      description: 'Сипаттама',
      payment: 'Төлем',
    },
    notes: {
      top_up: '{{provider}} арқылы толтыру',
      top_up_sandbox: 'Сынақ төлемімен толтыру',
      tariff: '«{{tariff}}» тарифі',
      renewal: '«{{tariff}}» тарифін ұзарту',
      vip: '«{{card}}» карточкасына {{until}} дейін VIP',
      vip_card_gone: '№ {{id}} карточкаға {{until}} дейін VIP',
      demo_credit: 'Демо-қаражат түсімі',
    },
  },
};

/** A text with its `{{name}}` placeholders filled, as i18next fills them (no escaping). */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** An entry's description in `language` (null when it has no note): the words the screen shows. */
export function describeLedgerEntry(
  entry: { note: LedgerNote | null; tariff: { title: string } | null },
  language: Language,
): string | null {
  const wording = ledgerWording(entry, language);
  if (!wording) return null;
  if ('text' in wording) return wording.text;
  return fillPlaceholders(LEDGER_TEXTS[language].notes[wording.key], wording.values);
}
