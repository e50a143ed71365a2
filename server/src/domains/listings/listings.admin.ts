import type { AdminListing, adminListingsQuery } from '@bilim/contract/admin';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/db';
import { accounts } from '../accounts/accounts.schema';
import { cities } from '../dictionaries/dictionaries.schema';
import { users } from '../users/users.schema';
import { likePattern } from './cabinet-listings.commands';
import { listingTable, type ListingKind } from './listing-kinds';

type Query = z.output<typeof adminListingsQuery>;

/**
 * Every card or event as admins look for one (issue 15, spec §2 admin/cards, admin/events): in
 * any state and account, by a part of its title, its account's title or its owner's name or
 * e-mail, newest change first. A record is then run through the cabinet's own screens and calls,
 * which admins may use for any account.
 */
export async function listAdminListings(
  db: Executor,
  kind: ListingKind,
  query: Query,
): Promise<{ rows: AdminListing[]; total: number }> {
  const table = listingTable(kind);
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    query.state ? eq(table.state, query.state) : undefined,
    query.account_id ? eq(table.accountId, query.account_id) : undefined,
    pattern
      ? or(
          sql`${table.title} ilike ${pattern}`,
          sql`${accounts.title} ilike ${pattern}`,
          sql`${users.name} ilike ${pattern}`,
          sql`${users.email} ilike ${pattern}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: table.id,
        title: table.title,
        state: table.state,
        updatedAt: table.updatedAt,
        account: { id: accounts.id, title: accounts.title },
        owner: { id: users.id, name: users.name, email: users.email },
        city: { en: cities.titleEn, ru: cities.titleRu, kz: cities.titleKz },
      })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .innerJoin(cities, eq(cities.id, table.cityId))
      .where(where)
      .orderBy(desc(table.updatedAt), desc(table.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: count() })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, table.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ updatedAt, ...row }) => ({ ...row, updated_at: updatedAt.toISOString() })),
    total: total?.total ?? 0,
  };
}
