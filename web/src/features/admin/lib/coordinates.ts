import type { Language } from '@bilim/contract/constants';
import { numberLocale } from '@bilim/contract/format';

/**
 * A point as "43.2389°, 76.8897°" in the interface language's digits (to 7 decimals). Only the
 * admin's screens show raw coordinates, so this stays out of the shared formatters' chunk.
 */
export function formatCoordinates(latitude: number, longitude: number, language: Language) {
  const degrees = new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 7 });
  return `${degrees.format(latitude)}°, ${degrees.format(longitude)}°`;
}
