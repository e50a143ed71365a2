import { useEffect, useRef } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_NAMES } from '@bilim/contract/auth';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { translateError } from '@/lib/api-client';
import { useFollowEmailLink, type EmailLink } from '../api/email-links';

const TEST_IDS: Record<EmailLink, string> = {
  emailChange: 'email-change',
  emailConfirmation: 'email-confirm',
  socialLink: 'social-link',
};

/**
 * /email-change/{token}, /email-confirm/{token} and /social-link/{token}: a link the site
 * e-mailed to the account's address. Opening it is the proof (whoever opens it: the token is what counts), so it is
 * followed at once, once.
 */
export function EmailLinkConfirm({ token, link }: { token: string; link: EmailLink }) {
  const { t } = useTranslation();
  const follow = useFollowEmailLink(link);
  const testId = TEST_IDS[link];
  const sent = useRef(false);
  useEffect(() => {
    // Once per page (React's development double effects included).
    if (sent.current) return;
    sent.current = true;
    follow.mutate(token);
  }, [follow, token]);

  return (
    <Stack gap="md" mih={120} data-testid={testId}>
      {follow.isSuccess ? (
        <Alert color="teal" title={t(`${link}.doneTitle`)} data-testid={`${testId}-done`}>
          {t(`${link}.done`, {
            email: follow.data.email,
            provider: follow.data.provider && SOCIAL_PROVIDER_NAMES[follow.data.provider],
          })}
        </Alert>
      ) : follow.isError ? (
        <Alert color="red" role="alert" title={t(`${link}.failedTitle`)}>
          {translateError(follow.error, t)}
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
