import type { listingRefSchema } from '@bilim/contract/money';
import type { AccountLimits } from '@bilim/contract/tariffs';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/db';
import { LISTING_KINDS, listingTable, type ListingKind } from '../listings/listing-kinds';

export type ListingRef = z.infer<typeof listingRefSchema>;

/** Records a tariff change or a failed renewal unpublishes, newest first. */
export interface OverLimits {
  cards: ListingRef[];
  events: ListingRef[];
}

const KINDS = [
  ['card', 'cards'],
  ['event', 'events'],
] as const satisfies ReadonlyArray<readonly [ListingKind, keyof OverLimits]>;

export const nothingOverLimits = (): OverLimits => ({ cards: [], events: [] });
export const anyOverLimits = (over: OverLimits) => over.cards.length + over.events.length > 0;

/**
 * The published records beyond the limits, newest first (by `published_at`, then id): the
 * oldest ones, up to the limit, stay published.
 */
export async function recordsOverLimits(
  db: Executor,
  accountId: number,
  limits: Pick<AccountLimits, 'cards' | 'events'>,
): Promise<OverLimits> {
  const over = nothingOverLimits();
  for (const [kind, key] of KINDS) {
    const table = listingTable(kind);
    const beyond = await db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(and(eq(table.accountId, accountId), eq(table.state, 'published')))
      .orderBy(sql`${table.publishedAt} asc nulls first`, asc(table.id))
      .offset(limits[LISTING_KINDS[kind].recordsLimit]);
    over[key] = beyond.reverse();
  }
  return over;
}

/**
 * Unpublishes the given records (published → unpublished is a lifecycle move the cabinet allows
 * too; leaving the published state drops the pin, as there). Runs in the caller's transaction.
 */
export async function unpublishRecords(tx: Executor, over: OverLimits): Promise<void> {
  for (const [kind, key] of KINDS) {
    const ids = over[key].map((record) => record.id);
    if (ids.length === 0) continue;
    const table = listingTable(kind);
    await tx
      .update(table)
      .set({ state: 'unpublished', pinned: false, updatedAt: sql`now()` })
      .where(and(inArray(table.id, ids), eq(table.state, 'published')));
  }
}
