import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '@bilim/contract/audit';
import { ERRORS, FIELD_MESSAGES } from '@bilim/contract/errors';
import { LANGUAGES, type Language } from '@bilim/contract/constants';
import { HTTP_STATUSES } from './api-client';

type Tree = { [key: string]: string | Tree };

/** Every translation file: public/locales/<language>/<namespace>.json. */
const modules = import.meta.glob<Tree>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

/** namespace → language → flat key → text. */
const namespaces: Record<string, Partial<Record<Language, Record<string, string>>>> = {};
for (const [path, tree] of Object.entries(modules)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, Language, string];
  (namespaces[ns] ??= {})[lng] = flatten(tree);
}
const names = Object.keys(namespaces).sort();

/** Names and brands that read the same in every language. */
const NEUTRAL = new Set(['Bilim', 'E-mail', 'VIP', 'WhatsApp', 'Telegram', 'Instagram']);
// A placeholder goes with the brackets around it: "Чат ({{count}})" is the word "Чат".
const withoutPlaceholders = (value: string) => value.replace(/\(?\{\{\w+\}\}\)?/g, '').trim();
const isLanguageNeutral = (value: string) =>
  NEUTRAL.has(withoutPlaceholders(value)) ||
  /^[\d\s+()\-.,:/₸%–—]*$/.test(withoutPlaceholders(value));

/** Words Kazakh shares with Russian, allowed to read the same in both. */
const SHARED_RU_KZ = new Set([
  'Каталог',
  'Кабинет',
  'Чат',
  'Профиль',
  'Рейтинг',
  'Телефон',
  'Карта',
  'Карточка',
  // A count's noun after its number: "{{number}} карточка" (admin.json `counts.cards_one`).
  'карточка',
  'Валюта',
  'Аккаунт',
  'Слайд',
  'Слайдер',
  'Тариф',
  'Статистика',
  'МБ',
  'Код',
  'Тег',
]);

const placeholders = (value: string) =>
  [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  it('exist for every language in every namespace', () => {
    expect(names).toContain('common');
    for (const ns of names) {
      expect(Object.keys(namespaces[ns] ?? {}).sort(), ns).toEqual([...LANGUAGES].sort());
    }
  });

  describe.each(names)('%s.json', (ns) => {
    const catalogs = namespaces[ns] ?? {};

    it('has exactly the same keys in en, ru and kz', () => {
      const [first, ...rest] = LANGUAGES.map((lng) => Object.keys(catalogs[lng] ?? {}).sort());
      for (const keys of rest) expect(keys).toEqual(first);
    });

    it('uses the same placeholders in every language', () => {
      const differing = Object.entries(catalogs.en ?? {}).filter(([key, value]) =>
        (['ru', 'kz'] as const).some(
          (lng) =>
            JSON.stringify(placeholders(catalogs[lng]?.[key] ?? '')) !==
            JSON.stringify(placeholders(value)),
        ),
      );
      expect(differing).toEqual([]);
    });

    it.each(LANGUAGES)('has no empty values in %s', (lng) => {
      const empty = Object.entries(catalogs[lng] ?? {}).filter(([, value]) => !value.trim());
      expect(empty).toEqual([]);
    });

    it.each(['ru', 'kz'] as const)('translates every English text into %s', (lng) => {
      const untranslated = Object.entries(catalogs[lng] ?? {}).filter(
        ([key, value]) => value === catalogs.en?.[key] && !isLanguageNeutral(value),
      );
      expect(untranslated).toEqual([]);
    });

    it('writes Kazakh apart from Russian except for shared loanwords', () => {
      const sameAsRussian = Object.entries(catalogs.kz ?? {}).filter(
        ([key, value]) =>
          value === catalogs.ru?.[key] &&
          !SHARED_RU_KZ.has(withoutPlaceholders(value)) &&
          !isLanguageNeutral(value),
      );
      expect(sameAsRussian).toEqual([]);
    });

    it.each(['ru', 'kz'] as const)('writes %s in Cyrillic', (lng) => {
      const latinOnly = Object.entries(catalogs[lng] ?? {}).filter(
        ([, value]) => !/[а-яёәғқңөұүһі]/i.test(value) && !isLanguageNeutral(value),
      );
      expect(latinOnly).toEqual([]);
    });
  });

  it.each(LANGUAGES)('common.json translates every error code of the contract in %s', (lng) => {
    const common = namespaces.common?.[lng] ?? {};
    for (const code of Object.keys(ERRORS)) expect(common).toHaveProperty([`errors.${code}`]);
    for (const code of Object.keys(FIELD_MESSAGES)) {
      expect(common).toHaveProperty([`fields.${code}`]);
    }
    for (const status of HTTP_STATUSES) expect(common).toHaveProperty([`http.${status}`]);
  });

  it.each(LANGUAGES)('staff.json names every audit action and subject in %s', (lng) => {
    const staff = namespaces.staff?.[lng] ?? {};
    for (const action of AUDIT_ACTIONS) expect(staff).toHaveProperty([`audit.actions.${action}`]);
    for (const subject of AUDIT_SUBJECTS) {
      expect(staff).toHaveProperty([`audit.subjects.${subject}`]);
    }
  });
});
