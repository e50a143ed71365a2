import type { TFunction } from 'i18next';
import type { UseFormReturnType } from '@mantine/form';
import { FIELD_MESSAGES } from '@bilim/contract/errors';
import { isApiError, translateError, translateFieldMessage } from './api-client';

/**
 * Input props for a form field: Mantine's props plus the API field name as `name`,
 * with the (English, catalogue) error message translated into the interface language.
 */
export function fieldProps<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  path: keyof Values & string,
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

/**
 * Puts a server failure onto the form: per-field messages go to their fields (when the form has
 * them), PASSWORD_WRONG goes to `passwordField`. Answers the text to show above the form for any
 * other validation failure (422), and null otherwise: other failures (network, 5xx, 429, …) are
 * shown as a toast by the query client, so the form does not repeat them.
 */
export function applyServerError<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
  t: TFunction,
  passwordField?: keyof Values & string,
): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const fields = Object.entries(error.errors).filter(([field]) => field in form.values);
  if (fields.length > 0) {
    form.setErrors(Object.fromEntries(fields));
    return null;
  }
  if (error.code === 'PASSWORD_WRONG' && passwordField) {
    form.setFieldError(passwordField, FIELD_MESSAGES.PASSWORD_WRONG);
    return null;
  }
  if (error.code === 'EMAIL_NOT_UNIQUE' && 'email' in form.values) {
    form.setFieldError('email', FIELD_MESSAGES.EMAIL_NOT_UNIQUE);
    return null;
  }
  return translateError(error, t);
}
