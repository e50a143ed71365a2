import type { RenewalMode } from '@bilim/contract/money';
import { and, asc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/db';
import { emit } from '../../events/emit';
import { saveKey } from '../../idempotency/idempotency-keys';
import { isAppError } from '../../lib/errors';
import { accounts, type AccountRow } from '../accounts/accounts.schema';
import { postEntry } from '../ledger/ledger.service';
import type { SettingsStore } from '../settings/settings.service';
import { accountLimits } from '../tariffs/tariff-limits';
import { findDefaultTariff } from '../tariffs/tariffs.queries';
import { tariffs, type TariffRow } from '../tariffs/tariffs.schema';
import { flexColumns, tariffFacts } from './tariff-change.commands';
import { recordsOverLimits, unpublishRecords } from './downgrade';
import { firstPeriod, renewalPeriod } from './periods';

/** What the renewal job needs: the database, the renewal mode and a log. */
export interface RenewalDeps {
  db: Db;
  settings: Pick<SettingsStore, 'get'>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface RenewalReport {
  renewed: number[];
  /** Fell to the free tariff: the balance could not pay. */
  failed: number[];
  reminded: number[];
}

/** A reminder goes out this long before a paid period ends. */
export const REMINDER_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

const NEXT_PAYMENT = 'NOT_ENOUGH_FUNDS_FOR_NEXT_PAYMENT' as const;
const paidTariff = ne(tariffs.kind, 'free');
/**
 * A paid tariff is due when its period has finished, or when it has no finish at all (accounts
 * put on a paid tariff before periods existed, or by hand): those are renewed from now.
 */
const dueAt = (now: Date) =>
  and(paidTariff, or(lte(accounts.tariffFinishAt, now), isNull(accounts.tariffFinishAt)));

type Outcome = 'renewed' | 'failed' | 'skipped';

/**
 * One pass of the renewal job at `now`: renews every paid tariff whose period has ended, then
 * reminds those whose period ends within three days and whose balance will not cover it.
 *
 * Safe with several processes on one database: each account is renewed in its own transaction
 * that takes its row with `for update skip locked` and checks again that it is still due, and
 * the charge's idempotency key names the period (`renewal:<account>:<finish>`), so a period is
 * charged once. Each outcome emits its event in that transaction (`tariff.renewed`,
 * `tariff.renewal_failed`, `tariff.renewal_reminder`): the owner's notices and letters follow.
 */
export async function runRenewals(deps: RenewalDeps, now = new Date()): Promise<RenewalReport> {
  const { renewal_mode } = await deps.settings.get();
  const report: RenewalReport = { renewed: [], failed: [], reminded: [] };
  const due = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
    .where(dueAt(now))
    .orderBy(asc(accounts.tariffFinishAt), asc(accounts.id));
  for (const { id } of due) {
    try {
      const outcome = await renewAccount(deps, id, renewal_mode, now);
      if (outcome === 'renewed') report.renewed.push(id);
      if (outcome === 'failed') report.failed.push(id);
    } catch (error) {
      deps.log.error({ err: error, accountId: id }, 'renewal failed');
    }
  }
  report.reminded = await remindShortBalances(deps, now);
  return report;
}

/** What the events of a balance short of the next payment say: the payment, the balance, the finish. */
function shortBalanceFacts(account: AccountRow, tariff: TariffRow, finish: Date) {
  return {
    ...tariffFacts(account, tariff),
    monthly_payment: account.monthlyPayment,
    balance: account.balance,
    finish: finish.toISOString(),
  };
}

interface RenewalPlan {
  /** The finish being renewed: the period's, or now for an account without one. */
  due: Date;
  period: { start: Date; finish: Date; restarted: boolean };
  charge: number;
  monthlyPayment: number;
}

/**
 * What renewing a due account charges and buys. An account on a paid tariff without a finish
 * (put there before periods existed) starts a first period now, as a tariff change would, paying
 * a fixed tariff's price when no monthly payment was recorded.
 */
function planRenewal(
  mode: RenewalMode,
  account: AccountRow,
  tariff: TariffRow,
  now: Date,
): RenewalPlan {
  if (account.tariffFinishAt) {
    return {
      due: account.tariffFinishAt,
      period: renewalPeriod(mode, account.tariffFinishAt, now, account.tariffStartedAt),
      charge: account.monthlyPayment,
      monthlyPayment: account.monthlyPayment,
    };
  }
  const monthlyPayment =
    account.monthlyPayment === 0 && tariff.kind === 'fixed' ? tariff.price : account.monthlyPayment;
  const first = firstPeriod(mode, monthlyPayment, now);
  return {
    due: now,
    period: { start: first.start, finish: first.finish, restarted: true },
    charge: first.charge,
    monthlyPayment,
  };
}

async function renewAccount(
  deps: RenewalDeps,
  accountId: number,
  mode: RenewalMode,
  now: Date,
): Promise<Outcome> {
  return deps.db.transaction(async (tx): Promise<Outcome> => {
    // Another process renewing this account holds the row: leave it to that one.
    const [row] = await tx
      .select({ account: accounts, tariff: tariffs })
      .from(accounts)
      .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
      .where(and(eq(accounts.id, accountId), dueAt(now)))
      .for('update', { of: accounts, skipLocked: true });
    if (!row) return 'skipped';
    const { account, tariff } = row;
    const renewal = planRenewal(mode, account, tariff, now);
    const finish = renewal.due;

    try {
      if (renewal.charge > 0) {
        await postEntry(
          tx,
          {
            accountId: account.id,
            kind: 'renewal',
            amount: -renewal.charge,
            idempotencyKey: `renewal:${account.id}:${finish.toISOString()}`,
            tariffId: tariff.id,
            description: `Renewal of tariff ${tariff.titleEn}`,
          },
          NEXT_PAYMENT,
        );
      }
    } catch (error) {
      if (!isAppError(error) || error.code !== NEXT_PAYMENT) throw error;
      // The checked update changed nothing: the transaction goes on to the fall to free.
      await fallToFree(tx, { ...account, monthlyPayment: renewal.monthlyPayment }, tariff, finish);
      return 'failed';
    }

    const { period } = renewal;
    await tx
      .update(accounts)
      .set({
        tariffFinishAt: period.finish,
        monthlyPayment: renewal.monthlyPayment,
        // tariff_started_at stays the ANY_DAY anchor, unless the period starts afresh.
        ...(period.restarted && { tariffStartedAt: period.start }),
      })
      .where(eq(accounts.id, account.id));
    await emit(tx, {
      type: 'tariff.renewed',
      payload: {
        ...tariffFacts(account, tariff),
        charge: renewal.charge,
        finish: period.finish.toISOString(),
      },
    });
    return 'renewed';
  });
}

/**
 * The balance cannot pay the next period: the account falls to the free tariff, its published
 * records beyond the free limits are unpublished (newest first), and `tariff.renewal_failed`
 * tells the owner (in the app and by e-mail).
 */
async function fallToFree(
  tx: Executor,
  account: AccountRow,
  tariff: TariffRow,
  finish: Date,
): Promise<void> {
  const free = await findDefaultTariff(tx);
  await tx
    .update(accounts)
    .set({
      tariffId: free.id,
      tariffStartedAt: null,
      tariffFinishAt: null,
      monthlyPayment: 0,
      ...flexColumns(null),
    })
    .where(eq(accounts.id, account.id));
  const over = await recordsOverLimits(tx, account.id, accountLimits(flexColumns(null), free));
  await unpublishRecords(tx, over);
  await emit(tx, {
    type: 'tariff.renewal_failed',
    payload: { ...shortBalanceFacts(account, tariff, finish), unpublished: over },
  });
}

/**
 * Paid periods ending within three days whose balance is below the payment: a reminder once per
 * period (its idempotency key names the period), emitted as `tariff.renewal_reminder`.
 */
async function remindShortBalances(deps: RenewalDeps, now: Date): Promise<number[]> {
  const rows = await deps.db
    .select({ account: accounts, tariff: tariffs })
    .from(accounts)
    .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
    .where(
      and(
        paidTariff,
        gt(accounts.tariffFinishAt, now),
        lte(accounts.tariffFinishAt, new Date(now.getTime() + REMINDER_WINDOW_MS)),
        lt(accounts.balance, accounts.monthlyPayment),
        sql`${accounts.monthlyPayment} > 0`,
      ),
    )
    .orderBy(asc(accounts.id));
  const reminded: number[] = [];
  for (const { account, tariff } of rows) {
    const finish = account.tariffFinishAt;
    if (!finish) continue;
    try {
      const sent = await deps.db.transaction(async (tx) => {
        const first = await saveKey(tx, `renewal-reminder:${account.id}:${finish.toISOString()}`, {
          account_id: account.id,
        });
        if (!first) return false;
        await emit(tx, {
          type: 'tariff.renewal_reminder',
          payload: shortBalanceFacts(account, tariff, finish),
        });
        return true;
      });
      if (sent) reminded.push(account.id);
    } catch (error) {
      deps.log.error({ err: error, accountId: account.id }, 'renewal reminder failed');
    }
  }
  return reminded;
}
