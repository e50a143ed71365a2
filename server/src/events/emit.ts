import { sql, type SQL } from 'drizzle-orm';
import { afterCommit, type Executor } from '../db/db';
import type { DomainEvent, DomainEvents, EventType } from './domain-events';
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
  announceAtCommit();
}

const committedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever events emitted in this process are committed and due: the outbox
 * processors of this process wake on it (answers the way to stop). The process that commits an
 * event carries it out at once; a database notice to every process would serialize every
 * committing transaction on PostgreSQL's notify lock. Others find events their poll's way.
 */
export function onEventsCommitted(listener: () => void): () => void {
  committedListeners.add(listener);
  return () => committedListeners.delete(listener);
}

const announce = () => {
  for (const listener of committedListeners) listener();
};

/**
 * Tells this process's processors about events due now once the transaction under way commits.
 * `emit` does it itself; a statement that writes events through `emitFrom` calls it after running.
 */
export function announceAtCommit(): void {
  afterCommit(announce);
}

/**
 * Records domain events like `emit`, due only `delayMs` after the commit's time (the database's
 * clock, which the processors compare `available_at` with; their poll finds them then): what
 * must happen later unless something changes meanwhile (a reminder), with the outbox's retries
 * and crash safety. The handler checks, when it runs, whether it still has anything to do.
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

/** An event payload's fields as SQL expressions over the rows of a statement. */
export type PayloadSql<T extends EventType> = { [K in keyof DomainEvents[T]]-?: SQL };

/**
 * `emit` (or `emitAfter`, with `delayMs`) as one part of a single statement: an INSERT of one
 * event per row of `from`, its payload built from those rows, for a data-modifying CTE when a
 * command's change and its events must be one statement (a chat send: no transaction of its
 * own, one round trip). `from` is what follows `select … from`, with its filter. Whoever runs
 * the statement calls `announceAtCommit` after it when the events are due now.
 */
export function emitFrom<T extends EventType>(
  type: T,
  payload: PayloadSql<T>,
  from: SQL,
  delayMs?: SQL,
): SQL {
  const fields = sql.join(
    Object.entries(payload as Record<string, SQL>).map(
      ([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`,
    ),
    sql`, `,
  );
  const availableAt = delayMs ? sql`now() + ${delayMs} * interval '1 millisecond'` : sql`now()`;
  return sql`insert into ${outbox} (type, payload, available_at)
    select ${sql.raw(`'${type}'`)}, jsonb_build_object(${fields}), ${availableAt} from ${from}`;
}
