import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bilim/contract/constants';
import type { LedgerNote } from '@bilim/contract/ledger-notes';
import { describeLedgerEntry, LEDGER_TEXTS } from '@bilim/contract/ledger-texts';
import { LEDGER_KINDS, PAYMENT_STATES } from '@bilim/contract/money';
import { testI18n } from '@/testing/test-utils';
import { useLedgerWords } from './use-ledger-words';

/** The `account` translations of every language, as the app loads them. */
const files = import.meta.glob<{ ledger: unknown }>('../../../../public/locales/*/account.json', {
  eager: true,
  import: 'default',
});
const accountTexts = (language: string) => {
  const found = Object.entries(files).find(([path]) => path.includes(`/${language}/`));
  if (!found) throw new Error(`no account.json for ${language}`);
  return found[1];
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={testI18n}>{children}</I18nextProvider>
);

async function wordsIn(language: string) {
  await testI18n.changeLanguage(language);
  return renderHook(() => useLedgerWords(), { wrapper }).result.current;
}

const start = { id: 2, title: 'Старт' };
const ENTRIES: Array<{ note: LedgerNote | null; tariff: { id: number; title: string } | null }> = [
  { note: { kind: 'top_up', provider: 'sandbox' }, tariff: null },
  { note: { kind: 'top_up', provider: 'kaspi' }, tariff: null },
  { note: { kind: 'tariff' }, tariff: start },
  { note: { kind: 'renewal' }, tariff: start },
  {
    note: { kind: 'vip', card: { id: 7, title: 'Робототехника' }, until: '2027-03-12' },
    tariff: null,
  },
  { note: { kind: 'vip', card: { id: 7, title: null }, until: '2027-03-12' }, tariff: null },
  { note: { kind: 'demo_credit' }, tariff: null },
  { note: { kind: 'text', text: 'Компенсация' }, tariff: null },
  { note: { kind: 'text', text: 'Charged twice' }, tariff: start },
  { note: null, tariff: null },
];

afterEach(async () => {
  await testI18n.changeLanguage('en');
});

describe('the words of the books', () => {
  it.each(LANGUAGES)(
    'are the same in the %s translations as in the CSV (contract LEDGER_TEXTS)',
    (language) => {
      expect(accountTexts(language).ledger).toEqual(LEDGER_TEXTS[language]);
    },
  );

  it.each(LANGUAGES)('word every note in %s as the CSV does', async (language) => {
    const words = await wordsIn(language);
    for (const entry of ENTRIES) {
      expect(words.description(entry)).toBe(describeLedgerEntry(entry, language));
    }
  });

  it('name kinds and states alike on screen and in the CSV', async () => {
    for (const language of LANGUAGES) {
      const words = await wordsIn(language);
      for (const kind of LEDGER_KINDS)
        expect(words.kind(kind)).toBe(LEDGER_TEXTS[language].kinds[kind]);
      for (const state of PAYMENT_STATES) {
        expect(words.state(state)).toBe(LEDGER_TEXTS[language].payment[state]);
      }
    }
  });

  it('reads entries in Russian and Kazakh, a person’s words as written', async () => {
    const ru = await wordsIn('ru');
    expect(ru.description(ENTRIES[0]!)).toBe('Пополнение тестовой оплатой');
    expect(ru.description(ENTRIES[2]!)).toBe('Тариф «Старт»');
    expect(ru.description(ENTRIES[4]!)).toBe(
      'VIP для карточки «Робототехника» до 12 марта 2027 г.',
    );
    expect(ru.description(ENTRIES[6]!)).toBe('Демо-зачисление');
    expect(ru.state('succeeded')).toBe('Оплачен');
    const kz = await wordsIn('kz');
    expect(kz.description(ENTRIES[0]!)).toBe('Сынақ төлемімен толтыру');
    expect(kz.description(ENTRIES[3]!)).toBe('«Старт» тарифін ұзарту');
    expect(kz.description(ENTRIES[5]!)).toBe('№ 7 карточкаға 2027 ж. 12 наурыз дейін VIP');
    expect(kz.description(ENTRIES[7]!)).toBe('Компенсация');
    expect(kz.description(ENTRIES[8]!)).toBe('Старт — Charged twice');
    expect(kz.kind('vip_purchase')).toBe('VIP сатып алу');
    expect(kz.state('succeeded')).toBe('Төленді');
  });
});
