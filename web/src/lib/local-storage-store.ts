import { createListeners } from './listeners';

/**
 * A tiny external store over one local-storage key, for `useSyncExternalStore`:
 * it notifies subscribers on writes made here and on writes made in other tabs.
 */
export interface LocalStorageStore {
  read: () => string | null;
  write: (value: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function createLocalStorageStore(key: string): LocalStorageStore {
  const listeners = createListeners();
  const { notify } = listeners;

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    read: () => safeStorage()?.getItem(key) ?? null,
    write: (value) => {
      try {
        const storage = safeStorage();
        if (value === null) storage?.removeItem(key);
        else storage?.setItem(key, value);
      } catch {
        // Storage full or blocked (private mode): the value is simply not kept.
      }
      notify();
    },
    subscribe: (listener) => {
      const unsubscribe = listeners.subscribe(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        unsubscribe();
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
