import type { LedgerKind } from '@bilim/contract/money';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { findManagedAccount, type AccountWithUsage } from '../accounts/accounts.queries';
import { accounts } from '../accounts/accounts.schema';
import { ledgerEntries } from '../ledger/ledger.schema';
import { latestNotifications } from '../notifications/notifications.service';
import type { AccountAnswerParts } from './account.presenter';
import { startOfMonth } from './periods';
import type { BillingContext } from './tariff-change.commands';

/**
 * The account a money call is about: `account_id` when given (the actor's own, or any for an
 * admin), else the actor's first account. Anyone else's answers 404 ACCOUNT_NOT_FOUND.
 */
export async function resolveAccount(
  db: Executor,
  actor: Actor,
  accountId: number | undefined,
): Promise<AccountWithUsage> {
  if (accountId !== undefined) return findManagedAccount(db, actor, accountId);
  const [first] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userId, actor.id))
    .orderBy(asc(accounts.id))
    .limit(1);
  if (!first) throw notFound('ACCOUNT_NOT_FOUND');
  return findManagedAccount(db, actor, first.id);
}

/** What counts as spending in "total in month": tariffs, renewals, VIP marks (refunds do not). */
const CHARGE_KINDS: LedgerKind[] = ['tariff_charge', 'renewal', 'vip_purchase'];

/** The account's charges since the first day of this month in Almaty, as a positive sum. */
export async function chargesInMonth(db: Executor, accountId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerEntries.kind, CHARGE_KINDS),
        gte(ledgerEntries.createdAt, startOfMonth(now)),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Everything GET /api/account shows besides the account itself. */
export async function loadAccountAnswerParts(
  ctx: BillingContext,
  row: AccountWithUsage,
  now: Date,
): Promise<AccountAnswerParts> {
  const [totalInMonth, settings, notifications] = await Promise.all([
    chargesInMonth(ctx.db, row.account.id, now),
    ctx.settings.get(),
    latestNotifications(ctx.db, row.account.userId),
  ]);
  return {
    now,
    totalInMonth,
    topUp: { min: settings.top_up_min, max: settings.top_up_max },
    notifications,
  };
}
