import { Alert, Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/api-client';
import { paths } from '@/config/paths';

/** Route errors: the Error message, in the layout, with a way home (spec §2). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);

  const message = isRouteErrorResponse(error)
    ? t(`http.${error.status}`, { defaultValue: `${error.status} ${error.statusText}` })
    : translateError(error, t);
  const detail =
    error instanceof Error && import.meta.env.DEV ? `${error.name}: ${error.message}` : null;

  return (
    <Center py={48} data-testid="route-error">
      <Stack maw={560} w="100%" gap="md">
        <Title order={1} data-testid="page-title">
          {t('routeError.title')}
        </Title>
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          <Text>{message}</Text>
          {detail && (
            <Code block mt="sm">
              {detail}
            </Code>
          )}
        </Alert>
        <Group>
          <Button
            component={Link}
            to={paths.home.getHref()}
            leftSection={<IconHome size={16} aria-hidden />}
          >
            {t('actions.goHome')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('actions.reload')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
