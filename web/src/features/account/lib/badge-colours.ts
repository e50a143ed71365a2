import type { BadgeColour } from '@bilim/contract/money';

/** Mantine colours of the balance badge's three states (spec §4): red, green, neutral grey. */
export const BADGE_MANTINE_COLOURS: Record<BadgeColour, string> = {
  red: 'red',
  green: 'green',
  neutral: 'gray',
};
