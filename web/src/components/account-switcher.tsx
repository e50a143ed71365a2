import { Select } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CabinetAccount } from '@bilim/contract/cabinet';
import { setCurrentAccountId } from '@/lib/current-account';

/** "Select account": shown only when the user has more than one account. */
export function AccountSwitcher({
  accounts,
  current,
}: {
  accounts: readonly CabinetAccount[];
  current: CabinetAccount;
}) {
  const { t } = useTranslation();
  if (accounts.length < 2) return null;
  return (
    <Select
      label={t('accountSwitcher.label')}
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      data={accounts.map((account) => ({ value: String(account.id), label: account.title }))}
      value={String(current.id)}
      onChange={(value) => value && setCurrentAccountId(Number(value))}
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="account-switcher"
    />
  );
}
