import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => {};

/** False on the server and while hydrating, true once the page runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * What only a browser can draw (maps: Leaflet needs `window` as soon as it loads): the server and
 * the hydrating page draw `fallback`, sized like the real thing so nothing shifts.
 */
export function BrowserOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
