import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useEndImpersonation } from '../api/session';

/**
 * On every page while staff are signed in as a user: who they are signed in as, and the way
 * back (the impersonated session ends; the staff session returns, on the user's support page).
 */
export default function ImpersonationBanner() {
  const { t } = useTranslation('staff');
  const session = useSession();
  const end = useEndImpersonation();
  if (!session?.impersonator) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius={0}
      p="xs"
      role="region"
      aria-label={t('impersonation.label')}
      data-testid="impersonation-banner"
    >
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconUserShield size={20} aria-hidden />
            <Text size="sm" fw={500}>
              {t('impersonation.signedInAs', {
                name: session.name,
                staff: session.impersonator.name,
              })}
            </Text>
          </Group>
          <Button
            size="compact-sm"
            color="dark"
            loading={end.isPending}
            onClick={() => end.mutate()}
            data-testid="impersonation-return"
          >
            {t('impersonation.return')}
          </Button>
        </Group>
      </Container>
    </Alert>
  );
}
