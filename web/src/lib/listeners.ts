/**
 * The subscribers of a small in-memory store, in the shape `useSyncExternalStore` takes:
 * `subscribe` answers the unsubscribe, `notify` tells every subscriber that the store changed.
 */
export interface Listeners {
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
  readonly size: number;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => listeners.forEach((listener) => listener()),
    get size() {
      return listeners.size;
    },
  };
}
