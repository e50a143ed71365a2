import { ActionIcon } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The search field's button (inside the field, on its right). */
export function SearchSubmit() {
  const { t } = useTranslation();
  return (
    <ActionIcon
      type="submit"
      variant="filled"
      size={30}
      data-testid="search-submit"
      aria-label={t('layout.searchButton')}
    >
      <IconSearch size={16} aria-hidden />
    </ActionIcon>
  );
}
