import { Title, type TitleProps } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** The main heading of a page (one per page); also names the browser tab. */
export function PageTitle({ children, style, ...props }: TitleProps) {
  useDocumentTitle(typeof children === 'string' ? `${children} — Bilim` : 'Bilim');
  return (
    <Title
      order={1}
      fz={{ base: 26, sm: 32 }}
      data-testid="page-title"
      mb="md"
      // A long word (a pasted link as the search text) breaks rather than widening a phone's page.
      style={[{ overflowWrap: 'anywhere' }, style]}
      {...props}
    >
      {children}
    </Title>
  );
}
