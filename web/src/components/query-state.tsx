import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError, translateError } from '@/lib/api-client';

export function LoadingState({ label, page = false }: { label?: string; page?: boolean }) {
  const { t } = useTranslation();
  return (
    // A whole page on its way (`page`) holds the window's height: the footer stays below it
    // rather than showing, then being pushed down when the page arrives.
    <Center py="xl" mih={page ? '100dvh' : undefined} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label ?? t('states.loading')}</Text>
      </Group>
    </Center>
  );
}

/**
 * A failed read, in the reader's language, with a retry: not for a 404 (what is not there will
 * not be there on a second try: "Card not found", an old link to a deleted user).
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const missing = isApiError(error) && error.status === 404;
  const retry = missing ? undefined : onRetry;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={missing ? t('states.notFoundTitle') : t('states.errorTitle')}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{translateError(error, t)}</Text>
        {retry && (
          <Button size="xs" variant="filled" color="red" onClick={retry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Group gap="sm" c="dimmed">
        <IconInbox size={20} aria-hidden />
        <Text>{children ?? t('states.empty')}</Text>
      </Group>
    </Center>
  );
}
