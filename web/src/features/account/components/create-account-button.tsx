import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountCreateBody } from '@bilim/contract/money';
import { applyServerError, fieldProps } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { newRequestKey } from '@/lib/request-key';
import { useCreateAccount } from '../api/create-account';

/** "Create another account": a title in a small dialog; the new account becomes the current one. */
export function CreateAccountButton({ onCreated }: { onCreated?: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const [opened, { open, close }] = useDisclosure(false);
  const create = useCreateAccount();
  // One key per account asked for: a retry of the same submission sends it again.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '' },
    validate: schemaResolver(accountCreateBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    create.mutate(
      { input: values, requestKey },
      {
        onSuccess: (account) => {
          setRequestKey(newRequestKey());
          notifySuccess(t('account:create.done', { title: account.title }));
          form.reset();
          close();
          onCreated?.();
        },
        onError: (error) => setFormError(applyServerError(form, error, t)),
      },
    );
  });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={open}
        data-testid="create-account"
      >
        {t('account:create.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('account:create.title')} centered>
        <form onSubmit={submit} noValidate>
          <Stack>
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <TextInput
              label={t('account:create.label')}
              description={t('account:create.hint')}
              required
              data-autofocus
              {...fieldProps(form, 'title', t)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('account:actions.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} data-testid="create-account-submit">
                {t('account:create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
