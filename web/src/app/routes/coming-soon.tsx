import { Button, Center, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

/** Routes the spec names whose screens arrive in later releases. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Center py={48} data-testid="coming-soon">
      <Stack align="center" ta="center" maw={520} gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconHourglass size={34} aria-hidden />
        </ThemeIcon>
        <PageTitle mb={0}>{t('comingSoon.title')}</PageTitle>
        <Text c="dimmed">{t('comingSoon.text')}</Text>
        <Group mt="sm">
          <Button component={Link} to={paths.home.getHref()}>
            {t('actions.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
