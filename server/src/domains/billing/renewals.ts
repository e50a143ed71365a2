import { ERRORS } from '@bilim/contract/errors';
import type { RenewalMode } from '@bilim/contract/money';
import { and, asc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/db';
import { isAppError } from '../../lib/errors';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { accounts, type AccountRow } from '../accounts/accounts.schema';
import { presentTitle } from '../dictionaries/dictionaries.presenter';
import { postEntry } from '../ledger/ledger.service';
import { notify } from '../notifications/notifications.service';
import type { SettingsStore } from '../settings/settings.service';
import { accountLimits } from '../tariffs/tariff-limits';
import { findDefaultTariff } from '../tariffs/tariffs.queries';
import { tariffs, type TariffRow } from '../tariffs/tariffs.schema';
import { users } from '../users/users.schema';
import { flexColumns } from './tariff-change.commands';
import { recordsOverLimits, unpublishRecords } from './downgrade';
import { firstPeriod, renewalPeriod } from './periods';
import { renewalFailedMail, renewalReminderMail, type RenewalLetterFacts } from './renewal-mail';

/** What the renewal job needs: the database, the mailer, the renewal mode, the site's address. */
export interface RenewalDeps {
  db: Db;
  mailer: Mailer;
  settings: Pick<SettingsStore, 'get'>;
  publicUrl: string;
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

type Outcome =
  { kind: 'renewed' } | { kind: 'failed'; letter: MailMessage | null } | { kind: 'skipped' };

/**
 * One pass of the renewal job at `now`: renews every paid tariff whose period has ended, then
 * reminds those whose period ends within three days and whose balance will not cover it.
 *
 * Safe with several processes on one database: each account is renewed in its own transaction
 * that takes its row with `for update skip locked` and checks again that it is still due, the
 * charge's idempotency key names the period (`renewal:<account>:<finish>`), and notices carry
 * dedupe keys, so a period is charged and announced once. E-mails go after the commit, only for
 * notices this pass wrote; a failed letter is logged.
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
      if (outcome.kind === 'renewed') report.renewed.push(id);
      if (outcome.kind === 'failed') {
        report.failed.push(id);
        if (outcome.letter) await sendLetter(deps, outcome.letter, id);
      }
    } catch (error) {
      deps.log.error({ err: error, accountId: id }, 'renewal failed');
    }
  }
  report.reminded = await remindShortBalances(deps, now);
  return report;
}

/** The owner's address and name, for letters. */
async function ownerOf(db: Executor, userId: number) {
  const [owner] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return owner;
}

function letterFacts(
  deps: Pick<RenewalDeps, 'publicUrl'>,
  owner: { email: string; name: string },
  account: AccountRow,
  tariff: TariffRow,
  finish: Date,
): RenewalLetterFacts {
  return {
    to: owner.email,
    name: owner.name,
    accountTitle: account.title,
    tariff: presentTitle(tariff),
    monthlyPayment: account.monthlyPayment,
    balance: account.balance,
    currency: account.currency,
    finish,
    link: `${deps.publicUrl}/replenish`,
  };
}

async function sendLetter(deps: RenewalDeps, letter: MailMessage, accountId: number) {
  try {
    await deps.mailer.send(letter);
  } catch (error) {
    deps.log.error({ err: error, accountId }, 'renewal letter not sent');
  }
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
    if (!row) return { kind: 'skipped' };
    const { account, tariff } = row;
    const renewal = planRenewal(mode, account, tariff, now);
    const finish = renewal.due;
    const periodKey = `${account.id}:${finish.toISOString()}`;
    const about = {
      account_id: account.id,
      account_title: account.title,
      tariff_id: tariff.id,
      tariff: presentTitle(tariff),
    };

    try {
      if (renewal.charge > 0) {
        await postEntry(
          tx,
          {
            accountId: account.id,
            kind: 'renewal',
            amount: -renewal.charge,
            idempotencyKey: `renewal:${periodKey}`,
            tariffId: tariff.id,
            description: `Renewal of tariff ${tariff.titleEn}`,
          },
          NEXT_PAYMENT,
        );
      }
    } catch (error) {
      if (!isAppError(error) || error.code !== NEXT_PAYMENT) throw error;
      // The checked update changed nothing: the transaction goes on to the fall to free.
      return fallToFree(
        deps,
        tx,
        { ...account, monthlyPayment: renewal.monthlyPayment },
        tariff,
        finish,
        about,
      );
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
    await notify(tx, {
      userId: account.userId,
      accountId: account.id,
      kind: 'tariff_renewed',
      subject: 'tariff',
      objId: tariff.id,
      params: {
        ...about,
        charge: renewal.charge,
        finish: period.finish.toISOString(),
      },
      dedupeKey: `renewal:${periodKey}`,
    });
    return { kind: 'renewed' };
  });
}

/**
 * The balance cannot pay the next period: the account falls to the free tariff, its published
 * records beyond the free limits are unpublished (newest first), and the owner is told here and
 * by e-mail (the letter is built now, sent after the commit).
 */
async function fallToFree(
  deps: RenewalDeps,
  tx: Executor,
  account: AccountRow,
  tariff: TariffRow,
  finish: Date,
  about: Record<string, unknown>,
): Promise<Outcome> {
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
  const written = await notify(tx, {
    userId: account.userId,
    accountId: account.id,
    kind: 'renewal_failed',
    subject: 'balance',
    objId: account.id,
    params: {
      ...about,
      code: NEXT_PAYMENT,
      message: ERRORS[NEXT_PAYMENT].message,
      monthly_payment: account.monthlyPayment,
      balance: account.balance,
      finish: finish.toISOString(),
      unpublished: over,
    },
    dedupeKey: `renewal-failed:${account.id}:${finish.toISOString()}`,
  });
  const owner = written ? await ownerOf(tx, account.userId) : undefined;
  return {
    kind: 'failed',
    letter: owner
      ? renewalFailedMail(letterFacts(deps, owner, account, tariff, finish), over)
      : null,
  };
}

/**
 * Paid periods ending within three days whose balance is below the payment: a notice and a
 * letter, once per period (the dedupe key names it).
 */
async function remindShortBalances(deps: RenewalDeps, now: Date): Promise<number[]> {
  const rows = await deps.db
    .select({ account: accounts, tariff: tariffs, email: users.email, name: users.name })
    .from(accounts)
    .innerJoin(tariffs, eq(tariffs.id, accounts.tariffId))
    .innerJoin(users, eq(users.id, accounts.userId))
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
  for (const { account, tariff, email, name } of rows) {
    const finish = account.tariffFinishAt;
    if (!finish) continue;
    try {
      const written = await notify(deps.db, {
        userId: account.userId,
        accountId: account.id,
        kind: 'renewal_reminder',
        subject: 'balance',
        objId: account.id,
        params: {
          account_id: account.id,
          account_title: account.title,
          tariff_id: tariff.id,
          tariff: presentTitle(tariff),
          monthly_payment: account.monthlyPayment,
          balance: account.balance,
          finish: finish.toISOString(),
        },
        dedupeKey: `reminder:${account.id}:${finish.toISOString()}`,
      });
      if (!written) continue;
      reminded.push(account.id);
      await sendLetter(
        deps,
        renewalReminderMail(letterFacts(deps, { email, name }, account, tariff, finish)),
        account.id,
      );
    } catch (error) {
      deps.log.error({ err: error, accountId: account.id }, 'renewal reminder failed');
    }
  }
  return reminded;
}
