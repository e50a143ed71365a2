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
import { fieldProps } from '@/lib/form';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';
import { signInFailureText } from '../lib/sign-in-failure';

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

  const submit = form.onSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess,
      onError: (error) => setFormError(signInFailureText(form, error, t)),
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
