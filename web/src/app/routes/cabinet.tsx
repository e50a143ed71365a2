import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Stack gap="lg">
      <PageTitle mb={0}>{t('cabinet.title')}</PageTitle>
      <Text size="lg">{t('cabinet.greeting', { name: session?.name ?? '' })}</Text>
      <Alert icon={<IconInfoCircle size={18} aria-hidden />} color="cyan" variant="light">
        {t('cabinet.soon')}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('cabinet.profileTitle')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('cabinet.profileText')}
            </Text>
            <Group>
              <Button
                component={Link}
                to={paths.profile.getHref()}
                leftSection={<IconSettings size={16} aria-hidden />}
                variant="light"
                data-testid="cabinet-profile-link"
              >
                {t('userMenu.profile')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
