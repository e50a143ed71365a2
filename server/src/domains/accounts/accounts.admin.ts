import type { AdminAccount, adminAccountsQuery } from '@bilim/contract/admin';
import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/db';
import { likePattern } from '../listings/cabinet-listings.commands';
import { tariffs } from '../tariffs/tariffs.schema';
import { users } from '../users/users.schema';
import { accounts } from './accounts.schema';

type Query = z.output<typeof adminAccountsQuery>;

/**
 * Every account as admins look for one (spec §2 admin/accounts): by a part of its title or its
 * owner's name or e-mail, newest first, with its balance, tariff and paid period. Its money
 * screen and history are the owner's own calls, which admins may make for any account.
 */
export async function listAdminAccounts(
  db: Executor,
  query: Query,
): Promise<{ rows: AdminAccount[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = pattern
    ? or(
        sql`${accounts.title} ilike ${pattern}`,
        sql`${users.name} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ account: accounts, tariff: tariffs, owner: users })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: count() })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ account, tariff, owner }) => ({
      id: account.id,
      title: account.title,
      currency: account.currency,
      balance: account.balance,
      tariff: {
        id: tariff.id,
        title: { en: tariff.titleEn, ru: tariff.titleRu, kz: tariff.titleKz },
        kind: tariff.kind,
      },
      tariff_finish_at: account.tariffFinishAt?.toISOString() ?? null,
      owner: { id: owner.id, name: owner.name, email: owner.email },
      created_at: account.createdAt.toISOString(),
    })),
    total: Number(total?.total ?? 0),
  };
}
