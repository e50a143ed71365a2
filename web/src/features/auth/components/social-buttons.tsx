import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_NAMES } from '@bilim/contract/auth';
import { useSocialProviders, useStartSocialSignIn } from '../api/social';

/**
 * "Continue with Google" and the other providers this site is set up for (none: nothing shown);
 * the provider's page, then /auth-social-success, then back to `returnTo`.
 */
export function SocialButtons({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const start = useStartSocialSignIn();
  if (!providers.data?.length) return null;
  return (
    <Stack gap="sm" data-testid="social-sign-in">
      <Divider label={t('social.or')} labelPosition="center" />
      {providers.data.map((provider) => (
        <Button
          key={provider}
          variant="default"
          size="md"
          loading={start.isPending && start.variables.provider === provider}
          onClick={() => start.mutate({ provider, returnTo })}
          data-testid={`social-${provider}`}
        >
          {t('social.continueWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
        </Button>
      ))}
    </Stack>
  );
}
