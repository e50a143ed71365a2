import { useState, type FormEvent } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearchParams, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** The header search: Enter or the button goes to /search?text=<text>. */
export function SearchPanel({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const initial = location.pathname === paths.search.path ? (params.get('text') ?? '') : '';
  const [text, setText] = useState(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    void navigate(paths.search.getHref(query));
    onSearch?.();
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, minWidth: 0 }}>
      <TextInput
        type="search"
        name="text"
        data-testid="search-input"
        aria-label={t('layout.searchLabel')}
        placeholder={t('layout.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSectionWidth={40}
        rightSection={
          <ActionIcon
            type="submit"
            variant="filled"
            size={30}
            data-testid="search-submit"
            aria-label={t('layout.searchButton')}
          >
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        }
      />
    </form>
  );
}
