import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './listeners';

describe('createListeners', () => {
  it('tells every subscriber until it unsubscribes', () => {
    const listeners = createListeners();
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = listeners.subscribe(first);
    listeners.subscribe(second);
    expect(listeners.size).toBe(2);

    listeners.notify();
    unsubscribeFirst();
    listeners.notify();

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(listeners.size).toBe(1);
  });
});
