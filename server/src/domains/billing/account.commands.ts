import { DEFAULT_CURRENCY } from '@bilim/contract/constants';
import type { Executor } from '../../db/db';
import { accounts } from '../accounts/accounts.schema';
import { defaultTariffId } from '../tariffs/tariffs.queries';

/** Another provider account of a user, on the default (free) tariff with a zero balance. */
export async function createAccount(db: Executor, userId: number, title: string): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({ userId, title, currency: DEFAULT_CURRENCY, tariffId: defaultTariffId })
    .returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned nothing');
  return row.id;
}
