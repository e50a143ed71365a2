import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { formFailureText } from '@/lib/form';

/**
 * The text above a form that signs in (the password form, and a restore link's form, which signs
 * in too). A login restriction is the one ACTION_FORBIDDEN these calls answer. The error format
 * carries no details (ErrorBody: message, code, field errors), so its reason and end cannot be
 * named here: the text says who restricted it and where to ask, instead of the generic "action
 * forbidden". Anything else is said as formFailureText says it.
 */
export function signInFailureText<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  error: unknown,
  t: TFunction,
): string | null {
  return isApiError(error) && error.code === 'ACTION_FORBIDDEN'
    ? t('auth.signInRestricted')
    : formFailureText(form, error, t);
}
