import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { LEDGER_NOTE_KEYS, type LedgerNote } from './ledger-notes';
import { describeLedgerEntry, fillPlaceholders, LEDGER_TEXTS } from './ledger-texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const NOTES: LedgerNote[] = [
  { kind: 'top_up', provider: 'sandbox' },
  { kind: 'top_up', provider: 'kaspi' },
  { kind: 'tariff' },
  { kind: 'renewal' },
  { kind: 'vip', card: { id: 7, title: 'Chess {{club}}' }, until: '2027-03-12' },
  { kind: 'vip', card: { id: 7, title: null }, until: '2027-03-12' },
  { kind: 'demo_credit' },
  { kind: 'text', text: 'As typed' },
];

describe('the words of the books', () => {
  it('word every note key in every language with the same placeholders', () => {
    for (const key of LEDGER_NOTE_KEYS) {
      const english = placeholders(LEDGER_TEXTS.en.notes[key]);
      for (const language of LANGUAGES) {
        expect(placeholders(LEDGER_TEXTS[language].notes[key]), `${language} ${key}`).toEqual(
          english,
        );
      }
    }
  });

  it('fill every placeholder of every note, values taken as they are', () => {
    for (const language of LANGUAGES) {
      for (const note of NOTES) {
        const text = describeLedgerEntry({ note, tariff: { title: 'Super' } }, language);
        expect(text?.replace('Chess {{club}}', ''), `${language} ${note.kind}`).not.toMatch(/\{\{/);
      }
    }
    expect(describeLedgerEntry({ note: null, tariff: null }, 'ru')).toBeNull();
    expect(fillPlaceholders('{{a}} and {{b}}', { a: '$&' })).toBe('$& and ');
  });

  it('word notes in Russian and Kazakh', () => {
    const start = { title: 'Старт' };
    expect(describeLedgerEntry({ note: { kind: 'renewal' }, tariff: start }, 'ru')).toBe(
      'Продление тарифа «Старт»',
    );
    expect(describeLedgerEntry({ note: { kind: 'tariff' }, tariff: start }, 'kz')).toBe(
      '«Старт» тарифі',
    );
    expect(
      describeLedgerEntry({ note: { kind: 'top_up', provider: 'kaspi' }, tariff: null }, 'kz'),
    ).toBe('kaspi арқылы толтыру');
    expect(
      describeLedgerEntry({ note: { kind: 'text', text: 'Ошибка' }, tariff: start }, 'en'),
    ).toBe('Старт — Ошибка');
  });
});
