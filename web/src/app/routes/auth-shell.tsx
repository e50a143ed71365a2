import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { PageTitle } from '@/components/page-title';

/** A narrow column for the sign-in and recovery screens. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box maw={440} mx="auto" py={{ base: 'md', sm: 'xl' }}>
      <PageTitle>{title}</PageTitle>
      {children}
    </Box>
  );
}
