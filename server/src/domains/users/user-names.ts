import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { users } from './users.schema';

/**
 * The public names of a batch of users, by id (presenters name authors, complainers, staff):
 * one query for the batch, none for an empty one; nulls and repeats are skipped.
 */
export async function userNames(
  db: Executor,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
