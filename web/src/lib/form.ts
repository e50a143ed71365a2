import type { TFunction } from 'i18next';
import type { UseFormReturnType } from '@mantine/form';
import { z } from 'zod';
// zod's browser configuration: bundled into zod's own chunk (vite.config.ts), so it holds wherever
// zod is loaded, before anything parses.
import './zod-config';
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
 * A form schema with `password_repeat` added, which must equal `password` (the forms that set a
 * new password). The repetition stays in the browser: it is not part of any request body.
 */
export function withPasswordRepeat<Shape extends z.ZodRawShape & { password: z.ZodType<string> }>(
  schema: z.ZodObject<Shape>,
) {
  return schema
    .extend({ password_repeat: z.string() })
    .refine((values: Record<string, unknown>) => values.password === values.password_repeat, {
      path: ['password_repeat'],
      message: FIELD_MESSAGES.PASSWORDS_DIFFER,
    });
}

/**
 * Puts a server failure onto the form: the per-field messages of a 422 (validation, EMAIL_NOT_UNIQUE,
 * PASSWORD_WRONG …) go to the form's fields. Answers the text to show above the form when a 422
 * names no field of this form, and null otherwise: other failures (network, 5xx, 429, …) are shown
 * as a toast by the query client, so the form does not repeat them.
 */
export function applyServerError<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
  t: TFunction,
): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const entries = Object.entries(error.errors);
  const onForm = entries.filter(([field]) => field in form.values);
  if (onForm.length > 0) form.setErrors(Object.fromEntries(onForm));
  if (onForm.length > 0 && onForm.length === entries.length) return null;
  return translateError(error, t);
}

/**
 * For a form whose mutation is silent (no toast): every failure is said by the form itself. A
 * 422 goes onto its fields as `applyServerError` puts it; anything else (a restriction, a
 * conflict, a network failure) is the text to show above the form.
 */
export function formFailureText<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
  t: TFunction,
): string | null {
  const unplaced = applyServerError(form, error, t);
  return isApiError(error) && error.status === 422 ? unplaced : translateError(error, t);
}
