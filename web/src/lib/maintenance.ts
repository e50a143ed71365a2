import { useSyncExternalStore } from 'react';

/** Whether the API answered 503 MAINTENANCE_MODE (or /api/status says so). */
let maintenance = false;
const listeners = new Set<() => void>();

export function setMaintenance(value: boolean): void {
  if (maintenance === value) return;
  maintenance = value;
  listeners.forEach((listener) => listener());
}

export const getMaintenance = () => maintenance;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useMaintenance(): boolean {
  return useSyncExternalStore(subscribe, getMaintenance, getMaintenance);
}
