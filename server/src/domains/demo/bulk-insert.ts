import { setImmediate } from 'node:timers/promises';
import type { Db, Tx } from '../../db/db';
import { cards, events } from '../listings/listings.schema';
import {
  cardValues,
  eventValues,
  type GeneratedCard,
  type GeneratedEvent,
} from './listings-generator';

export interface BulkInsertOptions {
  /** Rows per multi-row INSERT. */
  batchSize?: number;
  /** Batches per transaction. */
  batchesPerTransaction?: number;
  /** Called after each transaction with the number of rows it inserted. */
  onProgress?: (rows: number) => void;
}

/**
 * Inserts rows taken from `source` in multi-row INSERTs of `batchSize`, several per transaction,
 * never holding more than one transaction's rows in memory; answers the new ids in order. Several
 * calls may share one iterator (parallel writers on PostgreSQL): each takes the next chunk.
 */
async function insertInBatches<T>(
  db: Db,
  source: Iterable<T>,
  insert: (tx: Tx, rows: T[]) => Promise<number[]>,
  options: BulkInsertOptions,
): Promise<number[]> {
  const batchSize = options.batchSize ?? 1000;
  const perTransaction = batchSize * (options.batchesPerTransaction ?? 5);
  const ids: number[] = [];
  const iterator = source[Symbol.iterator]();
  for (;;) {
    const chunk: T[] = [];
    for (let next = iterator.next(); ; next = iterator.next()) {
      if (next.done) break;
      chunk.push(next.value);
      if (chunk.length === perTransaction) break;
    }
    if (chunk.length === 0) break;
    await db.transaction(async (tx) => {
      for (let start = 0; start < chunk.length; start += batchSize) {
        ids.push(...(await insert(tx, chunk.slice(start, start + batchSize))));
        // PGlite answers without giving the event loop a turn: let other I/O (another engine's
        // writers) through between batches.
        await setImmediate();
      }
    });
    options.onProgress?.(chunk.length);
    if (chunk.length < perTransaction) break;
  }
  return ids;
}

/** Inserts generated cards; answers their ids in the order given. */
export function insertCards(
  db: Db,
  source: Iterable<GeneratedCard>,
  options: BulkInsertOptions = {},
): Promise<number[]> {
  return insertInBatches(
    db,
    source,
    async (tx, rows) =>
      (await tx.insert(cards).values(rows.map(cardValues)).returning({ id: cards.id })).map(
        (row) => row.id,
      ),
    options,
  );
}

/** Inserts generated events; answers their ids in the order given. */
export function insertEvents(
  db: Db,
  source: Iterable<GeneratedEvent>,
  options: BulkInsertOptions = {},
): Promise<number[]> {
  return insertInBatches(
    db,
    source,
    async (tx, rows) =>
      (await tx.insert(events).values(rows.map(eventValues)).returning({ id: events.id })).map(
        (row) => row.id,
      ),
    options,
  );
}

/** `count` items from `make`, one at a time. */
export function* generate<T>(count: number, make: (index: number) => T): Generator<T> {
  for (let index = 0; index < count; index += 1) yield make(index);
}
