import { useState } from 'react';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newPasswordField } from '@bilim/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@bilim/contract/constants';
import { fieldProps, withPasswordRepeat } from '@/lib/form';
import { ErrorState, LoadingState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useResetPassword, useRestoreLink, useRestoreLinkDead } from '../api/restore-reset';
import { signInFailureText } from '../lib/sign-in-failure';

const resetFormSchema = withPasswordRepeat(z.object({ password: newPasswordField }));
type ResetFormValues = z.input<typeof resetFormSchema>;

/** Sets a new password from the link of a recovery e-mail. */
export function RestoreResetForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const link = useRestoreLink(token);
  const reset = useResetPassword(token);
  const linkDead = useRestoreLinkDead(token);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetFormValues>({
    mode: 'controlled',
    initialValues: { password: '', password_repeat: '' },
    validate: schemaResolver(resetFormSchema, { sync: true }),
  });

  // The link is asked about first: a used or expired one says so before a password is typed.
  // The page's heading says it does not work (restore.invalidTitle), so the notice has no title.
  if (linkDead) {
    return (
      <Alert color="orange" data-testid="restore-invalid">
        {t('errors.RESTORE_LINK_INVALID')}{' '}
        <Anchor component={Link} to={paths.restore.getHref()} inherit fw={600}>
          {t('restore.requestNew')}
        </Anchor>
      </Alert>
    );
  }
  if (link.isPending) return <LoadingState />;
  if (link.isError) return <ErrorState error={link.error} onRetry={() => void link.refetch()} />;

  const submit = form.onSubmit(({ password }) => {
    setFormError(null);
    reset.mutate(
      { token, password },
      { onSuccess, onError: (error) => setFormError(signInFailureText(form, error, t)) },
    );
  });

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordInput
          label={t('fieldsLabels.newPassword')}
          description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...fieldProps(form, 'password', t)}
        />
        <PasswordInput
          label={t('fieldsLabels.repeatPassword')}
          autoComplete="new-password"
          required
          {...fieldProps(form, 'password_repeat', t)}
        />
        <Button type="submit" loading={reset.isPending} data-testid="submit">
          {t('restore.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
