import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MaintenanceSwitch } from '@/features/admin/components/maintenance-switch';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';

/** The management sections to come, as `paths.adminSections` names them. */
const SECTIONS = Object.keys(paths.adminSections);

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={860}>
      <PageTitle mb={0}>{t('admin.title')}</PageTitle>
      <MaintenanceSwitch />
      <Group gap="lg">
        <Anchor component={Link} to={paths.support.getHref()} fw={600}>
          {t('admin.support')}
        </Anchor>
        <Anchor
          component={Link}
          to={paths.adminAudit.getHref()}
          fw={600}
          data-testid="admin-audit-link"
        >
          {t('admin.audit')}
        </Anchor>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h3" mb="xs">
          {t('admin.comingTitle')}
        </Title>
        <Text c="dimmed" mb="sm">
          {t('admin.comingText')}
        </Text>
        <List spacing={4}>
          {SECTIONS.map((section) => (
            <List.Item key={section}>{t(`admin.sections.${section}`)}</List.Item>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
