import { describe, expect, it } from 'vitest';
import { ERRORS, FIELD_MESSAGES } from '@bilim/contract/errors';
import { LANGUAGES } from '@bilim/contract/constants';
import en from '../../public/locales/en/common.json';
import ru from '../../public/locales/ru/common.json';
import kz from '../../public/locales/kz/common.json';
import { HTTP_STATUSES } from './api-client';

type Tree = { [key: string]: string | Tree };

const files: Record<string, Tree> = { en, ru, kz };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const catalogs = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(files[lng] ?? {})]));

/** Texts that are the same in every language: names, and placeholders or numbers alone. */
const NEUTRAL = new Set(['Bilim', 'E-mail']);
const isLanguageNeutral = (value: string) =>
  NEUTRAL.has(value) || /^[\d\s+()\-.,:/]*$/.test(value.replace(/\{\{\w+\}\}/g, ''));

/** Words Kazakh shares with Russian, allowed to read the same in both. */
const SHARED_RU_KZ = new Set(['Каталог', 'Кабинет', 'Чат', 'Профиль', 'Рейтинг', 'Телефон']);

describe('common.json translations', () => {
  it('has exactly the same keys in en, ru and kz', () => {
    const [first, ...rest] = LANGUAGES.map((lng) => Object.keys(catalogs[lng] ?? {}).sort());
    for (const keys of rest) expect(keys).toEqual(first);
  });

  it.each(LANGUAGES)('has no empty values in %s', (lng) => {
    const empty = Object.entries(catalogs[lng] ?? {}).filter(([, value]) => !value.trim());
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)('translates every error code of the contract in %s', (lng) => {
    for (const code of Object.keys(ERRORS))
      expect(catalogs[lng]).toHaveProperty([`errors.${code}`]);
    for (const code of Object.keys(FIELD_MESSAGES)) {
      expect(catalogs[lng]).toHaveProperty([`fields.${code}`]);
    }
    for (const status of HTTP_STATUSES) expect(catalogs[lng]).toHaveProperty([`http.${status}`]);
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
        value === catalogs.ru?.[key] && !SHARED_RU_KZ.has(value) && !isLanguageNeutral(value),
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
