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

  it('writes Kazakh with its own letters and Russian in Cyrillic', () => {
    const kz = Object.values(catalogs.kz ?? {}).join(' ');
    expect(kz).toMatch(/[әғқңөұүһі]/);
    expect(catalogs.ru?.['notFound.title']).toMatch(/[а-яё]/i);
  });
});
