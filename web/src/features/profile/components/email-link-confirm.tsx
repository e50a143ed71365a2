import { useEffect, useRef } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { translateError } from '@/lib/api-client';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * /email-change/{token}: the link sent to a new address. Following it makes the address the
 * account's e-mail (whoever opens it: the token is the proof), once.
 */
export function EmailChangeConfirm({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    // Once per page (React's development double effects included): the link works once.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <Stack gap="md" mih={120} data-testid="email-change">
      {confirm.isSuccess ? (
        <Alert color="teal" title={t('emailChange.doneTitle')} data-testid="email-change-done">
          {t('emailChange.done', { email: confirm.data.email })}
        </Alert>
      ) : confirm.isError ? (
        <Alert color="red" role="alert" title={t('emailChange.failedTitle')}>
          {translateError(confirm.error, t)}
        </Alert>
      ) : (
        <Stack align="center" gap="xs" role="status">
          <Loader size="md" aria-hidden />
          <Text>{t('emailChange.checking')}</Text>
        </Stack>
      )}
      <Anchor component={Link} to={paths.profile.getHref()}>
        {t('emailChange.toProfile')}
      </Anchor>
    </Stack>
  );
}
