import { Alert, Anchor, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** Shown instead of a page while the API answers 503 MAINTENANCE_MODE. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <Center py={60} data-testid="maintenance-screen">
      <Stack align="center" maw={520} ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange">
          <IconTool size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1} data-testid="page-title">
          {t('maintenance.title')}
        </Title>
        <Text c="dimmed">{t('maintenance.text')}</Text>
        <Text size="sm" c="dimmed">
          {t('maintenance.staff')}{' '}
          <Anchor component={Link} to={paths.loginPassword.getHref()} inherit>
            {t('auth.logIn')}
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}

/** A thin notice for administrators, who keep working during maintenance. */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" radius={0} py={6} data-testid="maintenance-banner">
      <Text size="sm" ta="center">
        {t('maintenance.adminBanner')}{' '}
        <Anchor component={Link} to={paths.admin.getHref()} inherit fw={600}>
          {t('userMenu.admin')}
        </Anchor>
      </Text>
    </Alert>
  );
}
