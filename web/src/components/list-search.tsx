import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/**
 * A back-office list's search box: the text shows as typed, the search applies once typing
 * pauses (`onSearch` with the trimmed text, usually into the URL's `q`).
 */
export function ListSearch({
  label,
  initial,
  onSearch,
  testId,
  width = 420,
}: {
  label: string;
  /** The search the list shows now (from the URL). */
  initial: string;
  onSearch: (q: string) => void;
  testId: string;
  width?: number;
}) {
  const [text, setText] = useState(initial);
  // The URL's search changed from elsewhere (Back, Forward, a link): the box shows it.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    if (initial !== text.trim()) setText(initial);
  }
  const apply = useDebouncedCallback((q: string) => onSearch(q.trim()), 300);
  return (
    <TextInput
      label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={100}
      w={width}
      maw="100%"
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      data-testid={testId}
    />
  );
}
