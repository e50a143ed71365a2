import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/** One labelled figure of a money screen: the label on the left, the value on the right. */
export function FactLine({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode;
  testId: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
