import { describe, expect, it } from 'vitest';
import { languageFromTag } from './constants';

describe('languageFromTag', () => {
  it('reads Kazakh under both its standard and its product code', () => {
    expect(languageFromTag('kk')).toBe('kz');
    expect(languageFromTag('kk-KZ')).toBe('kz');
    expect(languageFromTag('kz')).toBe('kz');
  });

  it('reads regional tags by their language', () => {
    expect(languageFromTag('en-US')).toBe('en');
    expect(languageFromTag('ru_RU')).toBe('ru');
  });

  it('answers nothing for other languages and empty input', () => {
    expect(languageFromTag('de-DE')).toBeUndefined();
    expect(languageFromTag('')).toBeUndefined();
    expect(languageFromTag(undefined)).toBeUndefined();
  });
});
