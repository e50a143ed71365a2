import { LISTING_STATES, type ListingState } from '@bilim/contract/listings';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { listingTable, type ListingKind } from '../listings/listing-kinds';
import { tariffs, type TariffRow } from '../tariffs/tariffs.schema';
import { accountPolicy } from './accounts.policy';
import { accounts, type AccountRow } from './accounts.schema';

export type CountsByState = Record<ListingState, number>;

export interface AccountWithUsage {
  account: AccountRow;
  tariff: TariffRow;
  cards: CountsByState;
  events: CountsByState;
}

const zeroCounts = (): CountsByState =>
  Object.fromEntries(LISTING_STATES.map((state) => [state, 0])) as CountsByState;

/** Records by state for each account, for one kind (one grouped query). */
async function countsByState(
  db: Executor,
  kind: ListingKind,
  accountIds: number[],
): Promise<Map<number, CountsByState>> {
  const table = listingTable(kind);
  const rows = await db
    .select({ accountId: table.accountId, state: table.state, n: count() })
    .from(table)
    .where(inArray(table.accountId, accountIds))
    .groupBy(table.accountId, table.state);
  const result = new Map(accountIds.map((id) => [id, zeroCounts()]));
  for (const row of rows) {
    const counts = result.get(row.accountId);
    if (counts) counts[row.state] = row.n;
  }
  return result;
}

/** Accounts with their tariffs and their records by state, in the given order. */
async function withUsage(
  db: Executor,
  rows: Array<{ account: AccountRow; tariff: TariffRow }>,
): Promise<AccountWithUsage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.account.id);
  const [cards, events] = await Promise.all([
    countsByState(db, 'card', ids),
    countsByState(db, 'event', ids),
  ]);
  return rows.map((row) => ({
    ...row,
    cards: cards.get(row.account.id) ?? zeroCounts(),
    events: events.get(row.account.id) ?? zeroCounts(),
  }));
}

/** The user's own accounts, oldest first. */
export async function listUserAccounts(db: Executor, userId: number) {
  const rows = await db
    .select({ account: accounts, tariff: tariffs })
    .from(accounts)
    .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.id));
  return withUsage(db, rows);
}

/**
 * An account the actor manages (their own; an admin: any); anyone else, like an unknown id,
 * gets 404 ACCOUNT_NOT_FOUND.
 */
export async function findManagedAccount(
  db: Executor,
  actor: Actor,
  accountId: number,
): Promise<AccountWithUsage> {
  const rows = await db
    .select({ account: accounts, tariff: tariffs })
    .from(accounts)
    .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
    .where(eq(accounts.id, accountId));
  const row = rows[0];
  if (!row || !accountPolicy.can(actor, 'manage', { userId: row.account.userId })) {
    throw notFound('ACCOUNT_NOT_FOUND');
  }
  const [result] = await withUsage(db, [row]);
  if (!result) throw notFound('ACCOUNT_NOT_FOUND');
  return result;
}
