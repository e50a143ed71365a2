import { useState } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { passwordChangeBody } from '@bilim/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@bilim/contract/constants';
import { fieldProps, formFailureText, withPasswordRepeat } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

const passwordFormSchema = withPasswordRepeat(passwordChangeBody);
type PasswordFormValues = z.input<typeof passwordFormSchema>;

/** Change password: the current one, the new one and its repetition. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordFormValues>({
    mode: 'controlled',
    initialValues: { current_password: '', password: '', password_repeat: '' },
    validate: schemaResolver(passwordFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ current_password, password }) => {
    setFormError(null);
    change.mutate(
      { current_password, password },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(t('profile.passwordChanged'));
        },
        onError: (error) => setFormError(formFailureText(form, error, t)),
      },
    );
  });

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="change-password-title"
    >
      <Stack>
        <Title order={2} fz="h3" id="change-password-title">
          {t('profile.changePassword')}
        </Title>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordInput
          label={t('fieldsLabels.currentPassword')}
          autoComplete="current-password"
          required
          {...fieldProps(form, 'current_password', t)}
        />
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
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} data-testid="submit-password">
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
