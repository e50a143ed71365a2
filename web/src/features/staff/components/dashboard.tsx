import { Anchor, Card, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dashboard } from '@bilim/contract/staff';
import type { Permission } from '@bilim/contract/permissions';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { supportPaths } from '@/config/support-paths';
import { formatCount, formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePermissions } from '@/lib/permissions';
import { useDashboard } from '../api/dashboard';
import { focusableScroll } from '../lib/scroll-region';

type Count =
  | 'open_complaints'
  | 'waiting_chats'
  | 'restricted_users'
  | 'active_slides'
  | 'vip_cards'
  | 'promoted_cards';

const TILES: Array<{ key: Count; permission: Permission; to: string }> = [
  {
    key: 'open_complaints',
    permission: 'manage:complaint',
    to: `${supportPaths.complaints.getHref()}?status=open`,
  },
  { key: 'waiting_chats', permission: 'answer:support_chat', to: supportPaths.chats.getHref() },
  {
    key: 'restricted_users',
    permission: 'read:user:any',
    to: `${supportPaths.users.getHref()}?restricted=1`,
  },
  { key: 'active_slides', permission: 'manage:slides', to: supportPaths.slider.getHref() },
  { key: 'vip_cards', permission: 'manage:vip', to: supportPaths.advertisement.getHref() },
  { key: 'promoted_cards', permission: 'manage:vip', to: supportPaths.advertisement.getHref() },
];

const DAILY = ['complaints', 'support_chats', 'restrictions', 'registrations'] as const;

/** /support: what waits for staff now, by what the acting roles may handle, and the last seven days. */
export function SupportDashboard() {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const can = usePermissions();
  const dashboard = useDashboard();
  const tiles = TILES.filter((tile) => can(tile.permission));
  return (
    <Stack gap="lg">
      <PageTitle mb={0}>{t('dashboard.title')}</PageTitle>
      {dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {tiles.map((tile) => (
              <Card
                key={tile.key}
                withBorder
                radius="md"
                padding="md"
                data-testid={`dashboard-${tile.key}`}
              >
                <Text size="sm" c="dimmed">
                  {t(`dashboard.${tile.key}`)}
                </Text>
                {dashboard.data ? (
                  <Anchor
                    component={Link}
                    to={tile.to}
                    fz={32}
                    fw={700}
                    aria-label={t(`dashboard.${tile.key}Link`, {
                      n: formatCount(dashboard.data[tile.key], language),
                    })}
                  >
                    {formatCount(dashboard.data[tile.key], language)}
                  </Anchor>
                ) : (
                  <Skeleton height={40} width={80} mt={4} />
                )}
              </Card>
            ))}
          </SimpleGrid>
          <Stack gap="xs">
            <Title order={2} fz="h3">
              {t('dashboard.week')}
            </Title>
            {dashboard.data ? (
              <WeekTable days={dashboard.data.last_7_days} />
            ) : (
              <Skeleton height={240} />
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function WeekTable({ days }: { days: Dashboard['last_7_days'] }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  return (
    <Table.ScrollContainer minWidth={520} scrollAreaProps={focusableScroll(t('dashboard.week'))}>
      <Table striped withTableBorder data-testid="dashboard-week">
        <Table.Caption>{t('dashboard.weekCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboard.day')}</Table.Th>
            {DAILY.map((key) => (
              <Table.Th key={key} scope="col" ta="right">
                {t(`dashboard.daily.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.day}>
              <Table.Th scope="row" fw={500}>
                {formatDate(day.day, language)}
              </Table.Th>
              {DAILY.map((key) => (
                <Table.Td key={key} ta="right">
                  {formatCount(day[key], language)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
