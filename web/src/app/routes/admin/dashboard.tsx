import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MaintenanceSwitch } from '@/features/admin/components/maintenance-switch';
import { SiteOverview } from '@/features/admin/components/site-overview';
import { useAuditLog } from '@/features/staff/api/audit';
import { AuditTable } from '@/features/staff/components/audit-table';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';

/** The audit log's five newest entries. */
const LATEST_ACTIONS = 'page=1&per_page=5';

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
  { key: 'tags', href: adminPaths.tags.getHref() },
  { key: 'languages', href: adminPaths.languages.getHref() },
] as const;

/**
 * /admin: the site now and its last 30 days, the latest staff actions, maintenance, and every
 * screen the admin runs the site from.
 */
export function Component() {
  const { t } = useTranslation(['common', 'admin']);
  const navigate = useNavigate();
  const latest = useAuditLog(LATEST_ACTIONS);
  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle mb={0}>{t('common:admin.title')}</PageTitle>
      <MaintenanceSwitch />
      <Group gap="lg">
        {READY.map(({ key, href }) => (
          <Anchor key={key} component={Link} to={href} fw={600} data-testid={`admin-${key}-link`}>
            {t(`common:admin.${key}`)}
          </Anchor>
        ))}
      </Group>
      <SiteOverview />
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4">
            {t('admin:dashboard.latestActions')}
          </Title>
          <Anchor component={Link} to={adminPaths.audit.getHref()} size="sm">
            {t('admin:dashboard.wholeLog')}
          </Anchor>
        </Group>
        {latest.isError ? (
          <ErrorState error={latest.error} onRetry={() => void latest.refetch()} />
        ) : (
          <AuditTable
            entries={latest.data}
            fetching={latest.isFetching}
            onPage={(page) => void navigate(`${adminPaths.audit.getHref()}?page=${page}`)}
          />
        )}
      </Stack>
    </Stack>
  );
}
