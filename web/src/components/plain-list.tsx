import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list read as one (`<ul>`, so screen readers count its items) without bullets or indent: the
 * phone layouts' lists of cards. Its children are `<li>`s; Stack props set the gaps.
 */
export function PlainList({
  children,
  ...props
}: StackProps & { children: ReactNode; 'aria-label'?: string; 'aria-busy'?: boolean }) {
  return (
    <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...props}>
      {children}
    </Stack>
  );
}
