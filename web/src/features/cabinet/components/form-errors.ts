import type { TFunction } from 'i18next';
import type { UseFormReturnType } from '@mantine/form';
import { isApiError, translateError, translateFieldMessage } from '@/lib/api-client';
import { isTariffLimit } from './error-text';

/**
 * Puts a failed save onto the form: per-field messages of a 422 (also nested ones such as
 * `contacts.0.value`) go to their fields; answers the text to show above the form otherwise
 * (a reached tariff limit gets its own explanation), or null when every message found its field.
 * The typed values stay as they are.
 */
export function applyListingServerError<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
  t: TFunction,
): string | null {
  if (isTariffLimit(error)) return t('cabinet:tariffLimit.text');
  if (!isApiError(error) || error.status !== 422) return translateError(error, t);
  const entries = Object.entries(error.errors);
  const onForm = entries.filter(([field]) => (field.split('.')[0] ?? '') in form.values);
  if (onForm.length > 0) form.setErrors(Object.fromEntries(onForm));
  if (onForm.length > 0 && onForm.length === entries.length) return null;
  return translateError(error, t);
}

/** Props of an input at any path of the form (`contacts.0.value`), with the error translated. */
export function pathProps<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  path: string,
  t: TFunction,
  options?: { type?: 'input' | 'checkbox' },
) {
  const props = form.getInputProps(path, options);
  const error: unknown = props.error;
  return {
    ...props,
    name: path,
    error: typeof error === 'string' && error ? translateFieldMessage(error, t) : undefined,
  };
}
