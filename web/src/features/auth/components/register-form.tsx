import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { registerBody } from '@bilim/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@bilim/contract/constants';
import { applyServerError, fieldProps } from '@/lib/form';
import { paths } from '@/config/paths';
import { useRegister } from '../api/register';

const CONSENT_REQUIRED = 'CONSENT_REQUIRED';

const registerFormSchema = registerBody.extend({
  consent: z.boolean().refine((value) => value, CONSENT_REQUIRED),
});
type RegisterFormValues = z.input<typeof registerFormSchema>;

/** Sign-up: name, e-mail, password and the consent to the terms. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const registration = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterFormValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '', consent: false },
    validate: schemaResolver(registerFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ consent: _consent, ...values }) => {
    setFormError(null);
    registration.mutate(values, {
      onSuccess,
      onError: (error) => setFormError(applyServerError(form, error, t)),
    });
  });

  const consent = fieldProps(form, 'consent', t, { type: 'checkbox' });

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('fieldsLabels.name')}
          autoComplete="name"
          required
          {...fieldProps(form, 'name', t)}
        />
        <TextInput
          label={t('fieldsLabels.email')}
          type="email"
          autoComplete="email"
          required
          {...fieldProps(form, 'email', t)}
        />
        <PasswordInput
          label={t('fieldsLabels.password')}
          description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...fieldProps(form, 'password', t)}
        />
        <Checkbox
          {...consent}
          error={consent.error === CONSENT_REQUIRED ? t('auth.consentRequired') : consent.error}
          label={
            <Text size="sm" component="span">
              <Trans
                i18nKey="auth.consent"
                components={{
                  agreement: <Anchor component={Link} to={paths.agreement.getHref()} inherit />,
                  consent: <Anchor component={Link} to={paths.consentUser.getHref()} inherit />,
                }}
              />
            </Text>
          }
        />
        <Button type="submit" loading={registration.isPending} data-testid="submit">
          {t('auth.createAccount')}
        </Button>
      </Stack>
    </Paper>
  );
}
