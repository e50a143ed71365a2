import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Provider } from '@bilim/contract/discovery';
import { preparedStatement, type Executor } from '../../db/db';
import { accounts } from '../accounts/accounts.schema';
import { publicListingCondition } from '../catalog/catalog.filters';
import { cards, events } from '../listings/listings.schema';
import { users, type UserRow } from '../users/users.schema';

type ProviderUser = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'age'
  | 'showAge'
  | 'showContacts'
  | 'rating'
  | 'reviewsCount'
  | 'createdAt'
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
  reviewsCount: users.reviewsCount,
  createdAt: users.createdAt,
};

/**
 * Whether a user has a public card or event (`inCity`: in the city given as the `cityId`
 * placeholder): what makes a provider.
 */
export function hasPublicListings(inCity: boolean): SQL {
  const exists = (table: typeof cards | typeof events) =>
    sql`exists (select 1 from ${table} join ${accounts} on ${accounts.id} = ${table.accountId}
      where ${accounts.userId} = ${users.id} and ${publicListingCondition(table, sql.placeholder('now'))}
        ${inCity ? sql`and ${table.cityId} = ${sql.placeholder('cityId')}` : sql``})`;
  return sql`(${exists(cards)} or ${exists(events)})`;
}

/** Published cards and events per user, for a page of users at once. */
const publicCountsOf = (table: typeof cards | typeof events) => (db: Executor) =>
  db
    .select({ userId: accounts.userId, total: count() })
    .from(table)
    .innerJoin(accounts, eq(accounts.id, table.accountId))
    .where(
      and(
        sql`${accounts.userId} = any(${sql.placeholder('userIds')}::integer[])`,
        publicListingCondition(table, sql.placeholder('now')),
      ),
    )
    .groupBy(accounts.userId);
const publicCounts = {
  cards: preparedStatement('provider_public_cards', publicCountsOf(cards)),
  events: preparedStatement('provider_public_events', publicCountsOf(events)),
};

/**
 * Providers as the public sees them: age only when shown, e-mail and phone only when the user
 * shows contacts; counts of their published records.
 */
export async function presentProviders(
  db: Executor,
  rows: ProviderUser[],
  now: Date,
): Promise<Provider[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const countsBy = async (statement: (typeof publicCounts)['cards']) => {
    const counted = await statement(db).execute({ userIds: ids, now: now.toISOString() });
    return new Map(counted.map((row) => [row.userId, Number(row.total)]));
  };
  const [cardCounts, eventCounts] = await Promise.all([
    countsBy(publicCounts.cards),
    countsBy(publicCounts.events),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rating: row.rating,
    reviews_count: row.reviewsCount,
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
