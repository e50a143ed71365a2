import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { baseInitOptions, bindHtmlLang, currentLanguage } from './i18n';

const resources = {
  en: { common: { hello: 'Hello' } },
  ru: { common: { hello: 'Привет' } },
  kz: { common: { hello: 'Сәлем' } },
};

async function detect(): Promise<string> {
  const instance = i18next.createInstance();
  bindHtmlLang(instance);
  await instance.use(LanguageDetector).init({ ...baseInitOptions, resources });
  return currentLanguage(instance);
}

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

function clearCookie() {
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/** Forgets the language a detection cached (local storage and the cookie). */
function forgetCachedLanguage() {
  localStorage.clear();
  clearCookie();
}

describe('language detection', () => {
  beforeEach(() => {
    setBrowserLanguages(['de-DE']);
    document.documentElement.removeAttribute('lang');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    clearCookie();
    localStorage.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('defaults to ru when nothing matches', async () => {
    expect(await detect()).toBe('ru');
  });

  it('lets the query string beat the cookie', async () => {
    window.history.replaceState(null, '', '/?lng=kz');
    document.cookie = 'i18next=en; path=/';
    localStorage.setItem('i18nextLng', 'ru');
    expect(await detect()).toBe('kz');
  });

  it('lets the cookie beat local storage', async () => {
    document.cookie = 'i18next=en; path=/';
    localStorage.setItem('i18nextLng', 'kz');
    expect(await detect()).toBe('en');
  });

  it('lets local storage beat session storage and the browser', async () => {
    localStorage.setItem('i18nextLng', 'kz');
    sessionStorage.setItem('i18nextLng', 'en');
    setBrowserLanguages(['en-US']);
    expect(await detect()).toBe('kz');
  });

  it('lets session storage beat the browser', async () => {
    sessionStorage.setItem('i18nextLng', 'en');
    setBrowserLanguages(['ru-RU']);
    expect(await detect()).toBe('en');
  });

  it('uses the browser language before the html tag', async () => {
    setBrowserLanguages(['en-US', 'en']);
    document.documentElement.lang = 'kz';
    expect(await detect()).toBe('en');
  });

  it('falls back to the html tag last', async () => {
    document.documentElement.lang = 'kz';
    expect(await detect()).toBe('kz');
  });

  it('caches the detected language in local storage', async () => {
    window.history.replaceState(null, '', '/?lng=en');
    await detect();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('takes a Kazakh browser (kk-KZ) for kz and a regional tag for its language', async () => {
    setBrowserLanguages(['kk-KZ', 'ru-RU']);
    expect(await detect()).toBe('kz');
    forgetCachedLanguage();
    setBrowserLanguages(['en-US']);
    expect(await detect()).toBe('en');
  });

  it('reads the standard tags kk in the query string and the html tag as kz', async () => {
    window.history.replaceState(null, '', '/?lng=kk');
    expect(await detect()).toBe('kz');
    window.history.replaceState(null, '', '/');
    forgetCachedLanguage();
    document.documentElement.lang = 'kk';
    expect(await detect()).toBe('kz');
  });

  it('sets <html lang> to the standard tag of the language (kk for Kazakh)', async () => {
    setBrowserLanguages(['kk']);
    await detect();
    expect(document.documentElement.lang).toBe('kk');
    forgetCachedLanguage();
    setBrowserLanguages(['en-GB']);
    await detect();
    expect(document.documentElement.lang).toBe('en');
  });

  it('caches the language in the cookie the server renders pages by', async () => {
    setBrowserLanguages(['en-GB']);
    await detect();
    expect(document.cookie).toContain('i18next=en');
  });

  it('caches the product code kz, not the browser tag', async () => {
    setBrowserLanguages(['kk-KZ']);
    await detect();
    expect(localStorage.getItem('i18nextLng')).toBe('kz');
  });

  it('ignores unsupported languages', async () => {
    window.history.replaceState(null, '', '/?lng=fr');
    expect(await detect()).toBe('ru');
  });
});
