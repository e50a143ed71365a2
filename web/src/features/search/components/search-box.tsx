import { useState, type FormEvent } from 'react';
import { Badge, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@bilim/contract/discovery';
import { SEARCH_TEXT_MAX } from '../api/search';
import { SUGGEST_MIN_LENGTH, useSuggestions } from '../api/suggest';
import { SearchSubmit } from './search-submit';
import classes from './search-box.module.css';

export const SUGGEST_DEBOUNCE_MS = 200;

interface SearchBoxProps {
  initialText: string;
  /** Enter or the button without a chosen suggestion: search for the text. */
  onSearch: (text: string) => void;
  /** A chosen suggestion: open its page. */
  onOpen: (path: string) => void;
}

/**
 * The header search: suggestions while typing (GET /api/search/suggest, debounced 200 ms);
 * choosing one opens its page, Enter without choosing goes to the search page.
 */
export function SearchBox({ initialText, onSearch, onOpen }: SearchBoxProps) {
  const { t } = useTranslation();
  // A longer text from the URL is searched by its start (searchTextOf); the field shows that start.
  const [text, setText] = useState(initialText.slice(0, SEARCH_TEXT_MAX));
  const [debounced] = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const { data: suggestions = [] } = useSuggestions(debounced);
  const visible = text.trim().length >= SUGGEST_MIN_LENGTH ? suggestions : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    combobox.closeDropdown();
    onSearch(text.trim());
  };

  const open = (path: string) => {
    combobox.closeDropdown();
    const chosen = visible.find((item) => item.path === path);
    if (chosen) setText(chosen.title);
    onOpen(path);
  };

  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, minWidth: 0 }}>
      <Combobox store={combobox} onOptionSubmit={open} withinPortal>
        <Combobox.Target>
          <TextInput
            type="search"
            name="text"
            data-testid="search-input"
            aria-label={t('layout.searchLabel')}
            placeholder={t('layout.searchPlaceholder')}
            classNames={{ input: classes.input }}
            autoComplete="off"
            maxLength={SEARCH_TEXT_MAX}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSectionWidth={40}
            rightSection={<SearchSubmit />}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={visible.length === 0}>
          <Combobox.Options aria-label={t('layout.suggestions')}>
            {visible.map((item) => (
              <SuggestionOption key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}

function SuggestionOption({ item }: { item: Suggestion }) {
  const { t } = useTranslation();
  return (
    <Combobox.Option value={item.path} data-testid="search-suggestion" data-path={item.path}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" truncate>
          {item.title}
        </Text>
        <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
          {t(`layout.suggestionKinds.${item.kind}`)}
        </Badge>
      </Group>
    </Combobox.Option>
  );
}
