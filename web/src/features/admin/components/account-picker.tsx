import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAdminAccounts } from '../api/accounts';

/**
 * The account a record is created in (spec §5: "Account required"), found by its title or its
 * owner's name or e-mail as the admin types.
 */
export function AccountPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (accountId: number | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 300);
  const accounts = useAdminAccounts({ q: q || undefined, page: 1 });
  return (
    <Select
      label={t('listings.accountField')}
      description={t('listings.accountHint')}
      placeholder={t('listings.accountPlaceholder')}
      required
      searchable
      clearable
      maw={480}
      searchValue={typed}
      onSearchChange={setTyped}
      // The server found them already: show every answer as it is.
      filter={({ options }) => options}
      nothingFoundMessage={accounts.isFetching ? t('listings.searching') : t('listings.noAccounts')}
      data={(accounts.data?.data ?? []).map((account) => ({
        value: String(account.id),
        label: `${account.title} · ${account.owner.name} (${account.owner.email})`,
      }))}
      value={value === null ? null : String(value)}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : null)}
      error={error}
      data-testid="account-picker"
    />
  );
}
