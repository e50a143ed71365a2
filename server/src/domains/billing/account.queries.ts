import { startOfMonth } from '@bilim/contract/calendar';
import type { LedgerKind } from '@bilim/contract/money';
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/db';
import { notFound } from '../../lib/errors';
import type { Actor, Rule } from '../../lib/policy';
import { accountPolicy, type AccountSubject } from '../accounts/accounts.policy';
import type { AccountWithUsage } from '../accounts/accounts.queries';
import { accounts, type AccountRow } from '../accounts/accounts.schema';
import { ledgerEntries } from '../ledger/ledger.schema';
import { notifications } from '../notifications/notifications.schema';
import { tariffs, type TariffRow } from '../tariffs/tariffs.schema';
import type { AccountAnswerParts } from './account.presenter';
import type { BillingContext } from './tariff-change.commands';

const manage: Rule<AccountSubject> = (actor, account) =>
  accountPolicy.can(actor, 'manage', account);

/**
 * The account a call is about, with its tariff: `account_id` when given, else the actor's first
 * account. `may` is the policy's rule for what the call does (managing it unless told: the
 * owner or an admin; statistics pass their `read`); an account the actor may not use answers
 * 404 ACCOUNT_NOT_FOUND, like an unknown id.
 */
export async function resolveAccount(
  db: Executor,
  actor: Actor,
  accountId: number | undefined,
  may: Rule<AccountSubject> = manage,
): Promise<{ account: AccountRow; tariff: TariffRow }> {
  const [row] = await db
    .select({ account: accounts, tariff: tariffs })
    .from(accounts)
    .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
    .where(accountId === undefined ? eq(accounts.userId, actor.id) : eq(accounts.id, accountId))
    .orderBy(asc(accounts.id))
    .limit(1);
  if (!row || !may(actor, { userId: row.account.userId })) throw notFound('ACCOUNT_NOT_FOUND');
  return row;
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

/**
 * The notices the account's screen lists, newest first: the account's own and the owner's that
 * belong to no account (another account's stay on that account's screen).
 */
export async function accountNotifications(db: Executor, account: AccountRow, limit = 20) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, account.userId),
        or(eq(notifications.accountId, account.id), isNull(notifications.accountId)),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
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
    accountNotifications(ctx.db, row.account),
  ]);
  return {
    now,
    totalInMonth,
    topUp: { min: settings.top_up_min, max: settings.top_up_max },
    notifications,
  };
}
