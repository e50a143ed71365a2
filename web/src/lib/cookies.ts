const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps a preference (city, language) in a first-party cookie for a year, for the server's render. */
export function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
