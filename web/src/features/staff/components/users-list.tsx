import { Anchor, Badge, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLES } from '@bilim/contract/constants';
import { SUPPORT_USER_SORTS, type SupportUser } from '@bilim/contract/staff';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { supportPaths } from '@/config/support-paths';
import { formatMomentDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSupportUsers } from '../api/users';
import { useSearchState } from '@/lib/use-search-state';
import { pagingProps, tableTexts } from '@/lib/back-office-table';
import { focusableScroll } from '../lib/scroll-region';

const KEYS = ['q', 'restricted', 'role', 'sort'] as const;

/**
 * /support/users (and the admin's /admin/users): users by name, e-mail or phone; those restricted
 * now; by role; sorted. Each opens at `userHref`.
 */
export function UsersList({
  userHref = supportPaths.user.getHref,
}: {
  userHref?: (userId: number) => string;
}) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const search = useSearchState(KEYS);
  const [text, setText] = useState(search.values.q);
  const applyText = useDebouncedCallback((value: string) => search.set({ q: value.trim() }), 350);
  const users = useSupportUsers(search.query);
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{t('users.title')}</PageTitle>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            applyText(event.currentTarget.value);
          }}
          w={320}
          maxLength={100}
          data-testid="users-search"
        />
        <Select
          label={t('users.role')}
          value={search.values.role || null}
          onChange={(value) => search.set({ role: value })}
          data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          placeholder={t('filters.all')}
          clearable
          w={180}
        />
        <Select
          label={t('users.sort')}
          value={search.values.sort || 'newest'}
          onChange={(value) => search.set({ sort: value === 'newest' ? null : value })}
          data={SUPPORT_USER_SORTS.map((sort) => ({
            value: sort,
            label: t(`users.sorts.${sort}`),
          }))}
          allowDeselect={false}
          w={180}
        />
        <Checkbox
          label={t('users.restrictedOnly')}
          checked={search.values.restricted === '1'}
          onChange={(event) => search.set({ restricted: event.currentTarget.checked ? '1' : null })}
          mb={8}
          data-testid="users-restricted"
        />
      </Group>
      {users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <DataTable<SupportUser>
          withTableBorder
          borderRadius="md"
          minHeight={220}
          records={users.data?.data ?? []}
          fetching={users.isFetching}
          {...tableTexts(t)}
          {...pagingProps(users.data?.meta, (page) => search.set({ page }), t, language)}
          data-testid="users-table"
          scrollAreaProps={focusableScroll(t('users.title'))}
          columns={[
            {
              accessor: 'name',
              title: t('users.name'),
              render: (user) => (
                <Anchor component={Link} to={userHref(user.id)} fw={500}>
                  {user.name}
                </Anchor>
              ),
            },
            { accessor: 'email', title: t('users.email') },
            { accessor: 'phone', title: t('users.phone'), render: (user) => user.phone ?? '—' },
            {
              accessor: 'roles',
              title: t('users.roles'),
              render: (user) => <RoleBadges roles={user.roles} restricted={user.restricted} />,
            },
            {
              accessor: 'created_at',
              title: t('users.since'),
              render: (user) => formatMomentDay(user.created_at, language),
            },
          ]}
        />
      )}
    </Stack>
  );
}

/** A user's staff roles and the restrictions in force, as badges. */
export function RoleBadges({
  roles,
  restricted,
}: {
  roles: SupportUser['roles'];
  restricted: SupportUser['restricted'];
}) {
  const { t } = useTranslation('staff');
  if (roles.length === 0 && restricted.length === 0) return null;
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role} size="sm" variant="light">
          {t(`roles.${role}`)}
        </Badge>
      ))}
      {restricted.map((type) => (
        <Badge key={type} size="sm" color="red" variant="light">
          {t('users.restrictedFor', { type: t(`restrictions.types.${type}`) })}
        </Badge>
      ))}
    </Group>
  );
}
