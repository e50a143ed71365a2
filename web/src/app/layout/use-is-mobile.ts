import { useMediaQuery } from '@mantine/hooks';

/** Phones and small tablets (below Mantine's `md`, 62em): burger menu and bottom tab bar. */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false }) ?? false;
}
