import { useSyncExternalStore } from 'react';
import { useRenderHints } from './render-hints';

/** Phones and small tablets (below Mantine's `md`, 62em): burger menu and bottom tab bar. */
const PHONE_QUERY = '(max-width: 61.99em)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const matchesPhone = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * True on phones. The server, which has no viewport, draws what the device told it, and the
 * browser hydrates with the same answer (so a phone's page neither shifts nor mismatches), then
 * follows the real viewport.
 */
export function useIsMobile(): boolean {
  const { mobile } = useRenderHints();
  return useSyncExternalStore(subscribe, matchesPhone, () => mobile);
}
