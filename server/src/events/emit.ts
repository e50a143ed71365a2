import { sql } from 'drizzle-orm';
import type { Executor } from '../db/db';
import type { DomainEvent } from './domain-events';
import { outbox } from './outbox.schema';

/**
 * Records domain events in the caller's transaction, the one that makes them true: they exist if
 * and only if it commits, and the outbox processor carries out their effects after the commit
 * (nothing is sent from inside a transaction). The insert wakes the processors at commit.
 */
export async function emit(tx: Executor, ...events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(outbox).values(
    events.map((event) => ({
      type: event.type,
      payload: event.payload as unknown as Record<string, unknown>,
    })),
  );
}

/**
 * Records domain events like `emit`, due only `delayMs` after the commit's time (the database's
 * clock, which the processors compare `available_at` with): what must happen later unless
 * something changes meanwhile (a reminder), with the outbox's retries and crash safety. The
 * handler checks, when it runs, whether it still has anything to do.
 */
export async function emitAfter(
  tx: Executor,
  delayMs: number,
  ...events: DomainEvent[]
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(outbox).values(
    events.map((event) => ({
      type: event.type,
      payload: event.payload as unknown as Record<string, unknown>,
      availableAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
    })),
  );
}
