import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialProvider } from '@bilim/contract/auth';
import { isErrorCode } from '@bilim/contract/errors';
import { paths, safeRedirect } from '@/config/paths';
import { translateError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useCompleteSocialSignIn } from '../api/social';

const isProvider = (value: string | null): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '');

/**
 * /auth-social-success (spec §2): where the provider's answer lands. A one-time `code` becomes
 * the session and the visitor returns where they were; `linked` says a provider was linked; an
 * `error` is explained in the reader's language with the way on.
 */
export function SocialSuccess({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteSocialSignIn();
  const code = params.get('code');
  const linked = params.get('linked');
  const error = params.get('error');
  const returnTo = params.get('return_to');
  const handled = useRef(false);

  useEffect(() => {
    // Once per page (React's development double effects included): the code works once.
    if (handled.current) return;
    handled.current = true;
    if (code) {
      complete.mutate(code, {
        onSuccess: (session) =>
          void navigate(safeRedirect(session.return_to, paths.cabinet.getHref()), {
            replace: true,
          }),
      });
    } else if (isProvider(linked)) {
      notifySuccess(t('social.linked', { provider: SOCIAL_PROVIDER_NAMES[linked] }));
      void navigate(safeRedirect(returnTo, paths.profile.getHref()), { replace: true });
    }
  }, [code, complete, linked, navigate, returnTo, t]);

  const failure = error
    ? t(`errors.${isErrorCode(error) ? error : 'UNKNOWN_ERROR'}`)
    : complete.isError
      ? translateError(complete.error, t)
      : !code && !isProvider(linked)
        ? t('errors.SOCIAL_STATE_INVALID')
        : null;

  if (failure) {
    return (
      <Stack gap="md" data-testid="social-failure">
        <Alert color="red" role="alert" title={t('social.failedTitle')}>
          {failure}
        </Alert>
        <Group gap="sm">
          {error === 'SOCIAL_LINK_REQUIRED' ? (
            <Button component={Link} to={paths.loginPassword.getHref(paths.profile.getHref())}>
              {t('auth.loginWithPassword')}
            </Button>
          ) : (
            <Button component={Link} to={paths.login.getHref()}>
              {t('social.tryAgain')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="xs" mih={120} justify="center" role="status">
      <Loader size="md" aria-hidden />
      <Text>{t('social.signingIn')}</Text>
    </Stack>
  );
}
