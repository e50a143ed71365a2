import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { accountCreateBody } from '@bilim/contract/money';
import { applyServerError, fieldProps } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { newRequestKey } from '@/lib/request-key';
import { useOpenAccountFor } from '../api/accounts';

/**
 * On the admin's page of a user: opens another provider account for them (on the free tariff,
 * with a zero balance), audited; a retry after a lost answer opens it once.
 */
export function OpenAccountForm({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const open = useOpenAccountFor(userId);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '' },
    validate: schemaResolver(accountCreateBody, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    open.mutate(
      { ...values, requestKey },
      {
        onSuccess: (account) => {
          notifySuccess(t('users.accountOpened', { title: account.title }));
          form.reset();
          setRequestKey(newRequestKey());
        },
        onError: (error) => applyServerError(form, error, t),
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate data-testid="open-account-form">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('users.openAccount')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('users.openAccountHint')}
          </Text>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('users.accountTitle')}
              required
              maxLength={200}
              w={320}
              {...fieldProps(form, 'title', t)}
              data-testid="open-account-title"
            />
            <Button type="submit" loading={open.isPending} data-testid="open-account-save">
              {t('users.openAccountSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
