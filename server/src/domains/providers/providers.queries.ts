import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Provider } from '@bilim/contract/discovery';
import type { Executor } from '../../db/db';
import { accounts } from '../accounts/accounts.schema';
import { publicListingCondition } from '../catalog/catalog.filters';
import { cards, events } from '../listings/listings.schema';
import { users, type UserRow } from '../users/users.schema';

type ProviderUser = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phone' | 'age' | 'showAge' | 'showContacts' | 'rating' | 'createdAt'
>;

export const providerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  age: users.age,
  showAge: users.showAge,
  showContacts: users.showContacts,
  rating: users.rating,
  createdAt: users.createdAt,
};

/** Whether a user has a public card or event (optionally in one city): what makes a provider. */
export function hasPublicListings(cityId?: number): SQL {
  const inCity = (table: typeof cards | typeof events) =>
    cityId === undefined ? undefined : eq(table.cityId, cityId);
  const exists = (table: typeof cards | typeof events) =>
    sql`exists (select 1 from ${table} join ${accounts} on ${accounts.id} = ${table.accountId}
      where ${accounts.userId} = ${users.id} and ${and(publicListingCondition(table), inCity(table))})`;
  return sql`(${exists(cards)} or ${exists(events)})`;
}

/** Published cards and events per user, for a page of users at once. */
async function publicCounts(db: Executor, table: typeof cards | typeof events, userIds: number[]) {
  const rows = await db
    .select({ userId: accounts.userId, total: count() })
    .from(table)
    .innerJoin(accounts, eq(accounts.id, table.accountId))
    .where(and(inArray(accounts.userId, userIds), publicListingCondition(table)))
    .groupBy(accounts.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.total)]));
}

/**
 * Providers as the public sees them: age only when shown, e-mail and phone only when the user
 * shows contacts; counts of their published records.
 */
export async function presentProviders(db: Executor, rows: ProviderUser[]): Promise<Provider[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [cardCounts, eventCounts] = await Promise.all([
    publicCounts(db, cards, ids),
    publicCounts(db, events, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rating: row.rating,
    on_site_since: row.createdAt.toISOString(),
    age: row.showAge ? row.age : null,
    contacts: row.showContacts
      ? [
          { type: 'email' as const, value: row.email },
          ...(row.phone ? [{ type: 'phone' as const, value: row.phone }] : []),
        ]
      : null,
    cards_count: cardCounts.get(row.id) ?? 0,
    events_count: eventCounts.get(row.id) ?? 0,
  }));
}

export async function findProviderUser(
  db: Executor,
  id: number,
): Promise<ProviderUser | undefined> {
  const [row] = await db.select(providerColumns).from(users).where(eq(users.id, id));
  return row;
}
