import type { TFunction } from 'i18next';
import { isApiError, translateError } from '@/lib/api-client';

/**
 * The text of a cabinet failure: a reached tariff limit gets its own explanation (pointing to the
 * tariffs page), and so does a restriction (in the cabinet only a publish restriction refuses:
 * the notice on the page names its end and reason); anything else the catalogue's translation.
 */
export function cabinetErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.code === 'TARIFF_LIMIT_REACHED')
    return t('cabinet:tariffLimit.text');
  if (isRestricted(error)) return t('cabinet:publishRestricted.refused');
  return translateError(error, t);
}

export const isTariffLimit = (error: unknown) =>
  isApiError(error) && error.code === 'TARIFF_LIMIT_REACHED';

/** Refused by a restriction support set (403 ACTION_FORBIDDEN). */
export const isRestricted = (error: unknown) =>
  isApiError(error) && error.code === 'ACTION_FORBIDDEN';
