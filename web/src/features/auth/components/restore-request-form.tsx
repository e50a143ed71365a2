import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { restoreRequestBody, type RestoreRequestBody } from '@bilim/contract/auth';
import { applyServerError, fieldProps } from '@/lib/form';
import { useRequestRestore } from '../api/restore-request';

/** Asks for a password recovery link by e-mail. */
export function RestoreRequestForm() {
  const { t } = useTranslation();
  const restore = useRequestRestore();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RestoreRequestBody>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(restoreRequestBody, { sync: true }),
  });

  if (restore.isSuccess) {
    return (
      <Alert
        color="teal"
        icon={<IconMailCheck size={20} aria-hidden />}
        title={t('restore.sentTitle')}
        data-testid="restore-sent"
      >
        {t('restore.sent')}
      </Alert>
    );
  }

  const submit = form.onSubmit((values) => {
    setFormError(null);
    restore.mutate(values, {
      onError: (error) => setFormError(applyServerError(form, error, t)),
    });
  });

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Text c="dimmed">{t('restore.intro')}</Text>
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
        <Button type="submit" loading={restore.isPending} data-testid="submit">
          {t('restore.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
