import type { AppContext } from '../context';
import type { EventType, StoredEvent } from './domain-events';

/**
 * One effect of one event type, carried out by the outbox processor after the event's commit.
 * A handler may run more than once for an event (a retry after a failure elsewhere, a processor
 * that died mid-way), so it must be idempotent: the second run has no further effect. It throws
 * to be retried later with backoff.
 */
export interface EventHandler<T extends EventType = EventType> {
  /** Stable and unique for its type (events record which handlers did their part): `<domain>.<effect>`. */
  name: string;
  type: T;
  handle(event: StoredEvent<T>, ctx: AppContext): Promise<void>;
}

/** Declares a handler with its event's payload typed. */
export function onEvent<T extends EventType>(
  type: T,
  name: string,
  handle: (event: StoredEvent<T>, ctx: AppContext) => Promise<void>,
): EventHandler {
  return { type, name, handle } as unknown as EventHandler;
}
