import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';
import { AuthShell } from './auth-shell';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <AuthShell
      title={
        session
          ? t('registerComplete.titleNamed', { name: session.name })
          : t('registerComplete.title')
      }
    >
      <Paper withBorder radius="md" p="lg">
        <Stack>
          <Text>{t('registerComplete.text')}</Text>
          <Group>
            <Button
              component={Link}
              to={paths.profile.getHref()}
              data-testid="register-complete-profile"
            >
              {t('registerComplete.toProfile')}
            </Button>
            <Button
              component={Link}
              to={paths.cabinet.getHref()}
              variant="light"
              data-testid="register-complete-cabinet"
            >
              {t('registerComplete.toCabinet')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </AuthShell>
  );
}
