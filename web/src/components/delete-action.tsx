import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/**
 * A row's Delete, or why not: a record something still uses shows its reason in a tooltip and
 * in the button's accessible name, and stays disabled.
 */
export function DeleteAction({
  label,
  blockedReason,
  onClick,
  testId,
}: {
  label: string;
  blockedReason: string | null;
  onClick: () => void;
  testId?: string;
}) {
  const button = (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={blockedReason ? `${label}: ${blockedReason}` : label}
      disabled={blockedReason !== null}
      onClick={onClick}
      data-testid={testId}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
  return blockedReason ? (
    <Tooltip label={blockedReason}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
