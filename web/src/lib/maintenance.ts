import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

/** Whether the API answered 503 MAINTENANCE_MODE (or /api/status says so). */
let maintenance = false;
const listeners = createListeners();

export function setMaintenance(value: boolean): void {
  if (maintenance === value) return;
  maintenance = value;
  listeners.notify();
}

export const getMaintenance = () => maintenance;

export function useMaintenance(): boolean {
  return useSyncExternalStore(listeners.subscribe, getMaintenance, getMaintenance);
}
