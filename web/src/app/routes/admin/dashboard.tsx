import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MaintenanceSwitch } from '@/features/admin/components/maintenance-switch';
import { PageTitle } from '@/components/page-title';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';

/** The screens an admin runs the site from today (the support area is the admins' too). */
const READY = [
  { key: 'support', href: paths.support.getHref() },
  { key: 'audit', href: adminPaths.audit.getHref() },
  { key: 'tariffs', href: adminPaths.tariffs.getHref() },
  { key: 'settings', href: adminPaths.settings.getHref() },
  { key: 'users', href: adminPaths.users.getHref() },
  { key: 'accounts', href: adminPaths.accounts.getHref() },
  { key: 'cards', href: adminPaths.cards.getHref() },
  { key: 'events', href: adminPaths.events.getHref() },
  { key: 'scores', href: adminPaths.scores.getHref() },
  { key: 'comments', href: adminPaths.comments.getHref() },
  { key: 'cities', href: adminPaths.cities.getHref() },
  { key: 'categories', href: adminPaths.categories.getHref() },
  { key: 'languages', href: adminPaths.languages.getHref() },
] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={860}>
      <PageTitle mb={0}>{t('admin.title')}</PageTitle>
      <MaintenanceSwitch />
      <Group gap="lg">
        {READY.map(({ key, href }) => (
          <Anchor key={key} component={Link} to={href} fw={600} data-testid={`admin-${key}-link`}>
            {t(`admin.${key}`)}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
