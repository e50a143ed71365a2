import type { TFunction } from 'i18next';
import { isApiError, translateError } from '@/lib/api-client';

/**
 * The text of a cabinet failure: a reached tariff limit gets its own explanation (pointing to the
 * tariffs page); anything else the catalogue's translation.
 */
export function cabinetErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.code === 'TARIFF_LIMIT_REACHED')
    return t('cabinet:tariffLimit.text');
  return translateError(error, t);
}

export const isTariffLimit = (error: unknown) =>
  isApiError(error) && error.code === 'TARIFF_LIMIT_REACHED';
