import { useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconLogin2, IconShieldCheck } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
// The back offices' table styles (and their readable empty state).
import '@/lib/back-office-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLES, type Role } from '@bilim/contract/constants';
import type { Complaint } from '@bilim/contract/trust';
import type { SupportUserDetail } from '@bilim/contract/staff';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { supportPaths } from '@/config/support-paths';
import { isApiError, translateError } from '@/lib/api-client';
import { formatCount, formatMomentDay, formatRating } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useImpersonate } from '../api/session';
import { useSetRole, useSupportUser } from '../api/users';
import { UserAudit } from './user-audit';
import { UserRestrictions } from './user-restrictions';
import { RoleBadges } from './users-list';
import { focusableScroll } from '../lib/scroll-region';

/**
 * /support/users/{id}: everything support looks at about one user, and what they may do to them.
 * The admin's /admin/users/{id} shows the same, going back to `backHref`, with each account
 * opening its money page (`accountHref`).
 */
export function UserPage({
  userId,
  backHref = supportPaths.users.getHref(),
  accountHref,
  actions,
}: {
  userId: number;
  backHref?: string;
  accountHref?: (accountId: number) => string;
  /** More the caller may do to the user (the admin's new account), shown once the user is read. */
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const user = useSupportUser(userId);
  if (user.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('table.loading')}>
        <Skeleton height={40} width="40%" />
        <Skeleton height={120} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  const detail = user.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={backHref} size="sm">
          {t('users.back')}
        </Anchor>
        <PageTitle mb={0}>{detail.name}</PageTitle>
        <Group gap="xs">
          <Text c="dimmed" size="sm">
            {detail.email}
            {detail.phone ? ` · ${detail.phone}` : ''}
          </Text>
          <Text c="dimmed" size="sm">
            · {t('users.sinceDay', { day: formatMomentDay(detail.created_at, language) })}
          </Text>
        </Group>
        <RoleBadges roles={detail.roles} restricted={detail.restricted} />
      </Stack>
      <UserActions detail={detail} />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List aria-label={t('users.sections')}>
          <Tabs.Tab value="overview">{t('users.tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="reviews">
            {t('users.tabs.reviews', { n: formatCount(detail.reviews.length, language) })}
          </Tabs.Tab>
          <Tabs.Tab value="complaints">{t('users.tabs.complaints')}</Tabs.Tab>
          <Tabs.Tab value="restrictions" data-testid="user-tab-restrictions">
            {t('users.tabs.restrictions')}
          </Tabs.Tab>
          <Tabs.Tab value="audit">{t('users.tabs.audit')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Overview detail={detail} accountHref={accountHref} />
        </Tabs.Panel>
        <Tabs.Panel value="reviews" pt="md">
          <Reviews detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="complaints" pt="md">
          <Stack gap="lg">
            <ComplaintsTable
              title={t('users.complaintsReceived')}
              rows={detail.complaints_received}
            />
            <ComplaintsTable title={t('users.complaintsMade')} rows={detail.complaints_made} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="restrictions" pt="md">
          <UserRestrictions userId={detail.id} canRestrict={detail.policies.restrict} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <UserAudit userId={detail.id} />
        </Tabs.Panel>
      </Tabs>
      {actions}
    </Stack>
  );
}

/** Signing in as the user, and (admins) granting or revoking staff roles. */
function UserActions({ detail }: { detail: SupportUserDetail }) {
  const { t } = useTranslation('staff');
  const impersonate = useImpersonate();
  const setRole = useSetRole(detail.id);
  // Granting the admin role waits for a confirmation: it opens money, tariffs and staff roles.
  const [confirmingAdmin, setConfirmingAdmin] = useState(false);
  if (!detail.policies.impersonate && !detail.policies.grant_roles) return null;
  const changeRole = (role: Role, grant: boolean) =>
    setRole.mutate(
      { role, grant },
      {
        onSuccess: () => {
          setConfirmingAdmin(false);
          notifySuccess(
            t(grant ? 'users.roleGranted' : 'users.roleRevoked', { role: t(`roles.${role}`) }),
          );
        },
        onError: () => setConfirmingAdmin(false),
      },
    );
  // The server refuses (422 on `role`) one change only: an admin taking their own admin role.
  const roleError = (error: unknown) =>
    isApiError(error) && error.errors['role'] ? t('users.roleRefused') : translateError(error, t);
  return (
    <Group gap="sm">
      {detail.policies.impersonate && (
        <Button
          leftSection={<IconLogin2 size={18} aria-hidden />}
          variant="light"
          loading={impersonate.isPending}
          onClick={() => impersonate.mutate(detail.id)}
          data-testid="impersonate"
        >
          {t('users.impersonate', { name: detail.name })}
        </Button>
      )}
      {detail.policies.grant_roles && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconShieldCheck size={18} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={setRole.isPending}
            >
              {t('users.rolesMenu')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ROLES.map((role: Role) => {
              const held = detail.roles.includes(role);
              return (
                <Menu.Item
                  key={role}
                  onClick={() =>
                    !held && role === 'admin' ? setConfirmingAdmin(true) : changeRole(role, !held)
                  }
                  data-testid={`role-${held ? 'revoke' : 'grant'}-${role}`}
                >
                  {t(held ? 'users.revokeRole' : 'users.grantRole', { role: t(`roles.${role}`) })}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
      {impersonate.isError && (
        <Alert color="red" role="alert" py={6}>
          {translateError(impersonate.error, t)}
        </Alert>
      )}
      {setRole.isError && (
        <Alert color="red" role="alert" py={6} data-testid="role-error">
          {roleError(setRole.error)}
        </Alert>
      )}
      <ConfirmModal
        opened={confirmingAdmin}
        title={t('users.grantAdminTitle')}
        text={t('users.grantAdminText', { name: detail.name })}
        confirmLabel={t('users.grantAdminConfirm')}
        loading={setRole.isPending}
        testId="grant-admin-confirm"
        onClose={() => setConfirmingAdmin(false)}
        onConfirm={() => changeRole('admin', true)}
      />
    </Group>
  );
}

function Overview({
  detail,
  accountHref,
}: {
  detail: SupportUserDetail;
  accountHref: ((accountId: number) => string) | undefined;
}) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  return (
    <Stack gap="lg">
      <Group gap="lg">
        <Text size="sm">
          {t('users.rating', {
            rating: formatRating(detail.rating, language),
            reviews: formatCount(detail.reviews_count, language),
          })}
        </Text>
      </Group>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('users.accounts')}
        </Title>
        {detail.accounts.length === 0 ? (
          <Text c="dimmed">{t('users.noAccounts')}</Text>
        ) : (
          <Table.ScrollContainer
            minWidth={560}
            scrollAreaProps={focusableScroll(t('users.accounts'))}
          >
            <Table withTableBorder striped data-testid="user-accounts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('users.account')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('users.balance')}
                  </Table.Th>
                  <Table.Th scope="col">{t('users.tariff')}</Table.Th>
                  <Table.Th scope="col">{t('users.records')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.accounts.map((account) => (
                  <Table.Tr key={account.id}>
                    <Table.Td>
                      {accountHref ? (
                        <Anchor component={Link} to={accountHref(account.id)}>
                          {account.title}
                        </Anchor>
                      ) : (
                        account.title
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(account.balance, account.currency, language)}
                    </Table.Td>
                    <Table.Td>
                      {localized(account.tariff.title, language)}
                      {account.tariff_finish_dt &&
                        ` · ${t('users.until', { day: formatMomentDay(account.tariff_finish_dt, language) })}`}
                    </Table.Td>
                    <Table.Td>
                      {t('users.recordsCount', {
                        cards: formatCount(account.cards_count, language),
                        events: formatCount(account.events_count, language),
                      })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('users.listings')}
        </Title>
        <DataTable
          withTableBorder
          borderRadius="md"
          minHeight={detail.listings.length === 0 ? 150 : undefined}
          records={detail.listings}
          idAccessor={(row) => `${row.kind}-${row.id}`}
          noRecordsText={t('users.noListings')}
          scrollAreaProps={focusableScroll(t('users.listings'))}
          columns={[
            {
              accessor: 'title',
              title: t('users.listing'),
              render: (row) => (
                <Anchor
                  component={Link}
                  to={
                    row.kind === 'card'
                      ? paths.cabinetCard.getHref(row.id)
                      : paths.cabinetEvent.getHref(row.id)
                  }
                >
                  {row.title}
                </Anchor>
              ),
            },
            { accessor: 'kind', title: t('users.kind'), render: (row) => t(`targets.${row.kind}`) },
            {
              accessor: 'state',
              title: t('users.state'),
              render: (row) => (
                <Group gap={4}>
                  <Badge
                    size="sm"
                    variant="light"
                    color={row.state === 'published' ? undefined : 'gray'}
                  >
                    {t(`states.${row.state}`)}
                  </Badge>
                  {row.vip && (
                    <Badge size="sm" color="yellow">
                      VIP
                    </Badge>
                  )}
                </Group>
              ),
            },
            {
              accessor: 'updated_at',
              title: t('users.updated'),
              render: (row) => formatMomentDay(row.updated_at, language),
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}

function Reviews({ detail }: { detail: SupportUserDetail }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  if (detail.reviews.length === 0) return <Text c="dimmed">{t('users.noReviews')}</Text>;
  return (
    <Stack gap="sm">
      {detail.reviews.map((review) => (
        <Card key={review.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" gap="xs">
            <Anchor
              component={Link}
              to={`${review.subject_type === 'card' ? paths.card.getHref(review.subject_id) : paths.event.getHref(review.subject_id)}#reviews`}
              fw={500}
            >
              {review.record_title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('users.score', { score: formatCount(review.score, language) })} ·{' '}
              {formatMomentDay(review.created_at, language)}
            </Text>
          </Group>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {review.review}
          </Text>
          {review.deleted_by_support && (
            <Badge color="gray" size="sm" mt={4}>
              {t('users.deletedBySupport')}
            </Badge>
          )}
        </Card>
      ))}
    </Stack>
  );
}

function ComplaintsTable({ title, rows }: { title: string; rows: Complaint[] }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {title}
      </Title>
      <DataTable<Complaint>
        withTableBorder
        borderRadius="md"
        minHeight={rows.length === 0 ? 150 : undefined}
        records={rows}
        noRecordsText={t('users.noComplaints')}
        scrollAreaProps={focusableScroll(title)}
        columns={[
          {
            accessor: 'created_at',
            title: t('complaints.received'),
            render: (row) => formatMomentDay(row.created_at, language),
          },
          {
            accessor: 'target_type',
            title: t('complaints.target'),
            render: (row) => `${t(`targets.${row.target_type}`)} #${row.target_id}`,
          },
          {
            accessor: 'category',
            title: t('complaints.category'),
            render: (row) => t(`categories.${row.category}`),
          },
          { accessor: 'note', title: t('complaints.note') },
          {
            accessor: 'status',
            title: t('complaints.status'),
            render: (row) => t(`complaints.statuses.${row.status}`),
          },
        ]}
      />
    </Stack>
  );
}
