import { Alert, Button, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/api-client';
import { useResendEmailConfirmation } from '../api/email-links';
import { useProfile } from '../api/get-profile';

/**
 * Until the link registration sent is followed: why publishing and paying are refused, and the
 * link once more. Nothing for a confirmed e-mail, or while the profile loads or fails (the page's
 * own parts say so).
 */
export function EmailConfirmationNotice() {
  const { t } = useTranslation();
  const profile = useProfile();
  const resend = useResendEmailConfirmation();
  if (profile.data?.email_confirmed !== false) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMailExclamation size={18} aria-hidden />}
      title={t('emailConfirmation.noticeTitle')}
      data-testid="email-confirmation-notice"
    >
      <Text size="sm">{t('emailConfirmation.notice', { email: profile.data.email })}</Text>
      {resend.isSuccess ? (
        <Text size="sm" mt="xs" fw={600} role="status" data-testid="email-confirmation-sent">
          {t('emailConfirmation.sent', { email: profile.data.email })}
        </Text>
      ) : (
        <Button
          size="xs"
          variant="white"
          color="dark"
          mt="xs"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
          data-testid="email-confirmation-resend"
        >
          {t('emailConfirmation.resend')}
        </Button>
      )}
      {resend.isError && (
        <Text size="sm" mt="xs" c="red.9" role="alert">
          {translateError(resend.error, t)}
        </Text>
      )}
    </Alert>
  );
}
