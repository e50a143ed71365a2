import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** One labelled fact of a record's page (a tariff's, a city's). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}
