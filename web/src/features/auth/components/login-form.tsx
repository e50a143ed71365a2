import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginBody, type LoginBody } from '@bilim/contract/auth';
import { isApiError } from '@/lib/api-client';
import { fieldProps, formFailureText } from '@/lib/form';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';

/** E-mail and password sign-in; calls `onSuccess` once the session is stored. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginBody, { sync: true }),
  });

  // A login restriction is the one ACTION_FORBIDDEN sign-in answers. The error format carries no
  // details (ErrorBody: message, code, field errors), so its reason and end cannot be named here:
  // the text says who restricted it and where to ask instead of the generic "action forbidden".
  const failureText = (error: unknown) =>
    isApiError(error) && error.code === 'ACTION_FORBIDDEN'
      ? t('auth.signInRestricted')
      : formFailureText(form, error, t);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess,
      onError: (error) => setFormError(failureText(error)),
    });
  });

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('fieldsLabels.email')}
          type="email"
          autoComplete="email"
          required
          {...fieldProps(form, 'email', t)}
        />
        <PasswordInput
          label={t('fieldsLabels.password')}
          autoComplete="current-password"
          required
          {...fieldProps(form, 'password', t)}
        />
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={paths.restore.getHref()} size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
          <Button type="submit" loading={login.isPending} data-testid="submit">
            {t('auth.logIn')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
