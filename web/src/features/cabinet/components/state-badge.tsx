import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListingState } from '@bilim/contract/listings';

const COLORS: Record<ListingState, string> = {
  new: 'blue',
  published: 'teal',
  unpublished: 'orange',
  archived: 'gray',
};

/**
 * The record's state as a badge with a coloured dot ("Published", "Archived" …): the text stays
 * dark, readable whatever the colour (teal and orange text on their light tints are not).
 */
export function StateBadge({ state, ...props }: { state: ListingState } & BadgeProps) {
  const { t } = useTranslation('cabinet');
  return (
    <Badge
      color={COLORS[state]}
      variant="dot"
      data-testid="state-badge"
      data-state={state}
      {...props}
    >
      {t(`states.${state}`)}
    </Badge>
  );
}
