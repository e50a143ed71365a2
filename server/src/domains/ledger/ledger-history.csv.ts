import type { Language } from '@bilim/contract/constants';
import { KAZAKHSTAN_TIME_ZONE } from '@bilim/contract/calendar';
import type { LedgerKind, PaymentState } from '@bilim/contract/money';
import { stringify } from 'csv-stringify/sync';
import { presentLedgerEntry, type HistoryRow } from './ledger-history.queries';

/** The most rows one export holds (newest first); a longer history is exported by periods. */
export const HISTORY_CSV_MAX_ROWS = 10_000;

const TEXTS: Record<
  Language,
  { columns: string[]; kinds: Record<LedgerKind, string>; states: Record<PaymentState, string> }
> = {
  en: {
    columns: [
      'Date',
      'Kind',
      'Amount',
      'Currency',
      'Balance after',
      'Description',
      'Payment state',
    ],
    kinds: {
      top_up: 'Top-up',
      tariff_charge: 'Tariff charge',
      renewal: 'Renewal',
      vip_purchase: 'VIP purchase',
      refund: 'Refund',
      adjustment: 'Adjustment',
    },
    states: { pending: 'Pending', succeeded: 'Succeeded', declined: 'Declined' },
  },
  ru: {
    columns: ['Дата', 'Операция', 'Сумма', 'Валюта', 'Баланс после', 'Описание', 'Статус платежа'],
    kinds: {
      top_up: 'Пополнение',
      tariff_charge: 'Оплата тарифа',
      renewal: 'Продление тарифа',
      vip_purchase: 'Покупка VIP',
      refund: 'Возврат',
      adjustment: 'Корректировка',
    },
    states: { pending: 'Ожидает оплаты', succeeded: 'Проведён', declined: 'Отклонён' },
  },
  kz: {
    columns: [
      'Күні',
      'Операция түрі',
      'Сомасы',
      'Валюта',
      'Кейінгі баланс',
      'Сипаттама',
      'Төлем күйі',
    ],
    kinds: {
      top_up: 'Толтыру',
      tariff_charge: 'Тариф төлемі',
      renewal: 'Тарифті ұзарту',
      vip_purchase: 'VIP сатып алу',
      refund: 'Қайтару',
      adjustment: 'Түзету',
    },
    states: { pending: 'Төлемді күтуде', succeeded: 'Өткізілді', declined: 'Қабылданбады' },
  },
};

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

/** Minor units as major with two decimals and a point: -490000 → "-4900.00". */
export function majorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell a spreadsheet will not run as a formula (CSV injection, OWASP): one starting with
 * = + - @, a tab or a carriage return gets a leading apostrophe. Only text cells written by
 * people (reasons, titles) pass through here; amounts stay numbers.
 */
export function spreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The history as CSV in the reader's language: a header and one row per entry, in UTF-8 with a
 * byte order mark so Excel reads Cyrillic and Kazakh letters. Dates in Kazakhstan's time.
 */
export function historyCsv(rows: readonly HistoryRow[], language: Language): string {
  const texts = TEXTS[language];
  const records = rows.map((row) => {
    const entry = presentLedgerEntry(row, language);
    return [
      dateFormat.format(new Date(entry.created_at)),
      texts.kinds[entry.kind],
      majorUnits(entry.amount),
      entry.currency,
      majorUnits(entry.balance_after),
      spreadsheetText([entry.tariff?.title, entry.description].filter(Boolean).join(' — ')),
      entry.payment ? texts.states[entry.payment.state] : '',
    ];
  });
  return stringify([texts.columns, ...records], { bom: true });
}
