import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  TRANSLATION_MAX_PARALLEL_READS,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_RETRY_TIMEOUT_MS,
  type Language,
} from '@bilim/contract/constants';

/** Spec §9: query string `lng`, cookie `i18next`, local storage `i18nextLng`, session storage, browser, html lang. */
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: STORAGE_KEYS.language,
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
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

function syncHtmlLang(lng: string) {
  if (typeof document === 'undefined') return;
  // The product's own codes (en, ru, kz), as the language detector's `htmlTag` reads them back.
  document.documentElement.lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

let initialized: Promise<unknown> | undefined;

export function initI18n(): Promise<unknown> {
  if (!initialized) {
    i18next.on('languageChanged', syncHtmlLang);
    initialized = i18next
      .use(HttpBackend)
      .use(LanguageDetector)
      .use(initReactI18next)
      .init<HttpBackendOptions>({ ...baseInitOptions, backend: backendOptions })
      .then(() => syncHtmlLang(currentLanguage()));
  }
  return initialized;
}

export { i18next };
