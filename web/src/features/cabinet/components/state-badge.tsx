import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingState } from '@bilim/contract/listings';

const COLORS: Record<ListingState, string> = {
  new: 'blue',
  published: 'teal',
  unpublished: 'orange',
  archived: 'gray',
};

/** The record's state as a coloured badge ("Published", "Archived" …). */
export function StateBadge({ state, ...props }: { state: ListingState } & BadgeProps) {
  const { t } = useTranslation('cabinet');
  return (
    <Badge
      color={COLORS[state]}
      variant="light"
      data-testid="state-badge"
      data-state={state}
      {...props}
    >
      {t(`states.${state}`)}
    </Badge>
  );
}
