import { DEFAULT_CURRENCY } from '@bilim/contract/constants';
import type { Executor } from '../../db/db';
import { accounts } from '../accounts/accounts.schema';
import { defaultTariffId } from '../tariffs/tariffs.queries';

/**
 * New provider accounts (a user's first at sign-up, more later, the demo's in bulk): on the
 * default (free) tariff, in the default currency, with a zero balance. Answers their ids in order.
 */
export async function createAccounts(
  db: Executor,
  owners: ReadonlyArray<{ userId: number; title: string }>,
): Promise<number[]> {
  if (owners.length === 0) return [];
  const rows = await db
    .insert(accounts)
    .values(
      owners.map(({ userId, title }) => ({
        userId,
        title,
        currency: DEFAULT_CURRENCY,
        tariffId: defaultTariffId,
      })),
    )
    .returning({ id: accounts.id });
  return rows.map((row) => row.id);
}

/** One new account of a user (see createAccounts). */
export async function createAccount(db: Executor, userId: number, title: string): Promise<number> {
  const [id] = await createAccounts(db, [{ userId, title }]);
  if (id === undefined) throw new Error('account insert returned nothing');
  return id;
}
