import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LANGUAGES,
  STORAGE_KEYS,
  TRANSLATION_MAX_PARALLEL_READS,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_RETRY_TIMEOUT_MS,
  languageFromTag,
  type Language,
} from '@bilim/contract/constants';

/**
 * Spec §9: query string `lng`, cookie `i18next`, local storage `i18nextLng`, session storage,
 * browser, html lang. Standard tags become the product's codes (`kk-KZ` → `kz`, `en-US` → `en`);
 * anything else is left as is, so the fallback applies. Local storage and the cookie are written.
 */
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: STORAGE_KEYS.language,
  lookupSessionStorage: 'i18nextLng',
  // The cookie tells the server which language to render the next page in (spec §9 on the server).
  caches: ['localStorage', 'cookie'],
  cookieMinutes: 365 * 24 * 60,
  cookieOptions: { path: '/', sameSite: 'lax' },
  convertDetectedLanguage: (tag) => languageFromTag(tag) ?? tag,
};

export const NAMESPACES = ['common', 'legal'] as const;

/** Options shared by the app and the tests (the tests swap the HTTP backend for inline resources). */
export const baseInitOptions: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: 'common',
  detection: detectionOptions,
  interpolation: { escapeValue: false },
  maxParallelReads: TRANSLATION_MAX_PARALLEL_READS,
  maxRetries: TRANSLATION_MAX_RETRIES,
  retryTimeout: TRANSLATION_RETRY_TIMEOUT_MS,
  returnEmptyString: false,
  react: { useSuspense: true },
};

export const backendOptions: HttpBackendOptions = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
};

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The interface language as one of en, ru, kz (the default ru while nothing is resolved). */
export function currentLanguage(instance: I18n = i18next): Language {
  const lng = instance.resolvedLanguage ?? instance.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Keeps `<html lang>` on the standard tag of the instance's language (`kk` for Kazakh). */
export function bindHtmlLang(instance: I18n): void {
  const sync = () => {
    if (typeof document !== 'undefined') {
      document.documentElement.lang = LANGUAGE_TAGS[currentLanguage(instance)];
    }
  };
  instance.on('languageChanged', sync);
  instance.on('initialized', sync);
}

/** Translations of one language by namespace, as the server's render sends them along. */
export interface BundledTranslations {
  language: Language;
  resources: Record<string, Record<string, unknown>>;
}

let initialized: Promise<unknown> | undefined;

/**
 * Starts i18next in the browser. A server-rendered page brings its language and the namespaces
 * it used, so the first render matches the server's without waiting for a download; other
 * namespaces and languages still load over HTTP.
 */
export function initI18n(bundled?: BundledTranslations): Promise<unknown> {
  if (!initialized) {
    bindHtmlLang(i18next);
    initialized = i18next
      .use(HttpBackend)
      .use(LanguageDetector)
      .use(initReactI18next)
      .init<HttpBackendOptions>({
        ...baseInitOptions,
        backend: backendOptions,
        ...(bundled && {
          lng: bundled.language,
          resources: { [bundled.language]: bundled.resources },
          partialBundledLanguages: true,
        }),
      });
  }
  return initialized;
}

/**
 * The server's render of one page: an instance of its own (pages of several languages render at
 * once), ready at once with every namespace of the language; no detection, no downloads.
 */
export function createPageI18n(
  language: Language,
  resources: BundledTranslations['resources'],
): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseInitOptions,
    lng: language,
    ns: Object.keys(resources),
    resources: { [language]: resources },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** The namespaces a render used (to send along with the page). */
export function usedNamespaces(instance: I18n): string[] {
  return instance.reportNamespaces?.getUsedNamespaces() ?? ['common'];
}

export { i18next };
