import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PlainList } from '@/components/plain-list';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@bilim/contract/auth';
import { ErrorState } from '@/components/query-state';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useIdentities, useLinkIdentity, useUnlinkIdentity } from '../api/identities';

/**
 * "Ways to sign in": the password (set or not) and each social provider, linked (with unlink,
 * refused by the server for the only way in) or offered for linking. `providers`: those set up.
 */
export function SignInMethods({ providers }: { providers: readonly SocialProvider[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const identities = useIdentities();
  const link = useLinkIdentity();
  const unlink = useUnlinkIdentity();
  const linked = new Map((identities.data?.linked ?? []).map((item) => [item.provider, item]));
  const shown = [...new Set([...providers, ...linked.keys()])];
  if (identities.isSuccess && shown.length === 0) return null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="sign-in-methods">
      <Stack>
        <Title order={2} fz="h3" id="sign-in-methods">
          {t('social.methodsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('social.methodsIntro')}
        </Text>
        {identities.isPending ? (
          <Skeleton height={96} />
        ) : identities.isError ? (
          <ErrorState error={identities.error} onRetry={() => void identities.refetch()} />
        ) : (
          <PlainList gap="sm">
            <Group component="li" justify="space-between" wrap="nowrap">
              <Text fw={600}>{t('social.password')}</Text>
              <Text size="sm" c="dimmed">
                {identities.data.has_password
                  ? t('social.passwordSet')
                  : t('social.passwordNotSet')}
              </Text>
            </Group>
            {shown.map((provider) => {
              const name = SOCIAL_PROVIDER_NAMES[provider];
              const identity = linked.get(provider);
              return (
                <Group
                  key={provider}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  data-testid={`identity-${provider}`}
                >
                  <Stack gap={0}>
                    <Text fw={600}>{name}</Text>
                    {identity && (
                      <Text size="sm" c="dimmed">
                        {[
                          identity.email,
                          t('social.linkedSince', {
                            date: formatMomentDay(identity.created_at, language),
                          }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    )}
                  </Stack>
                  {identity ? (
                    <Button
                      variant="default"
                      size="compact-sm"
                      loading={unlink.isPending && unlink.variables === provider}
                      onClick={() =>
                        unlink.mutate(provider, {
                          onSuccess: () => notifySuccess(t('social.unlinked', { provider: name })),
                        })
                      }
                    >
                      {t('social.unlink', { provider: name })}
                    </Button>
                  ) : (
                    <Button
                      variant="light"
                      size="compact-sm"
                      loading={link.isPending && link.variables === provider}
                      onClick={() => link.mutate(provider)}
                    >
                      {t('social.link', { provider: name })}
                    </Button>
                  )}
                </Group>
              );
            })}
          </PlainList>
        )}
      </Stack>
    </Paper>
  );
}
