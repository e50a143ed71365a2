/** Business constants of spec §9, shared by the server and the web app. */

export const LANGUAGES = ['en', 'ru', 'kz'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** The interface languages as GET /api/languages lists them (also the web app's offline fallback). */
export const LANGUAGE_INFO: ReadonlyArray<{ code: Language; title: string; flg: string }> = [
  { code: 'en', title: 'English', flg: '🇬🇧' },
  { code: 'ru', title: 'Русский', flg: '🇷🇺' },
  { code: 'kz', title: 'Қазақша', flg: '🇰🇿' },
];

/**
 * The product calls Kazakh `kz`; standards (BCP 47, Intl, `<html lang>`, Accept-Language) say `kk`.
 * Use this tag wherever a language leaves the product.
 */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', ru: 'ru', kz: 'kk' };

/** The interface language of a BCP 47 tag or product code (`kk-KZ`, `kz`, `en-US` …), if it is one. */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'kk' || primary === 'kz') return 'kz';
  return LANGUAGES.find((language) => language === primary);
}

export const ROLES = ['admin', 'support', 'advertisement'] as const;
export type Role = (typeof ROLES)[number];
export const SUPPORT_ROLES: readonly Role[] = ['support', 'advertisement'];

export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
export const COOKIE_BANNER_DELAY_MS = 2000;
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Translation loading (spec §9): parallel reads, retries and the first retry delay (doubling). */
export const TRANSLATION_MAX_PARALLEL_READS = 10;
export const TRANSLATION_MAX_RETRIES = 5;
export const TRANSLATION_RETRY_TIMEOUT_MS = 350;

/** Local storage keys the spec names. */
export const STORAGE_KEYS = {
  session: 'user',
  /** The staff session kept aside while its staff member is signed in as a user. */
  staffSession: 'user_staff',
  language: 'i18nextLng',
  city: 'city',
  cookieConsent: 'cookieConsent',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const RESTORE_LINK_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_DAYS = 30;

/** "Page Not Found" shows this code, as the spec says. */
export const PAGE_NOT_FOUND_CODE = 440;

export const DEFAULT_CURRENCY = 'KZT';

// ---- Lists (constants the browser needs at first load live here, outside the zod schemas) ----

/** The deepest page of a list (with the largest page, a million records in). */
export const PAGE_MAX = 10_000;
/** The most records one page of a list holds. */
export const PER_PAGE_MAX = 100;
/** Records per page of the public lists unless the query asks otherwise. */
export const PER_PAGE_DEFAULT = 24;

/** The two kinds of published records, as their API paths name them (`/api/cards`, `/api/events`). */
export const LISTING_KINDS = ['cards', 'events'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** Sort orders of public lists; `nearest` needs `lat` and `lon`. */
export const LISTING_SORTS = ['relevance', 'rating', 'newest', 'price', 'nearest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
