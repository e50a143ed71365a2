import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, safeRedirect } from '@/config/paths';
import { SocialButtons } from './social-buttons';

/** The sign-in methods: e-mail and password, a new account, or a social provider. */
export function LoginChoice({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Text c="dimmed">{t('auth.chooseMethod')}</Text>
        <Button
          component={Link}
          to={paths.loginPassword.getHref(redirect)}
          leftSection={<IconMail size={18} aria-hidden />}
          size="md"
          data-testid="login-with-password"
        >
          {t('auth.loginWithPassword')}
        </Button>
        <Button
          component={Link}
          to={paths.register.getHref(redirect)}
          variant="light"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          size="md"
          data-testid="create-account"
        >
          {t('auth.createAccount')}
        </Button>
        <SocialButtons returnTo={safeRedirect(redirect, paths.cabinet.getHref())} />
      </Stack>
    </Paper>
  );
}
