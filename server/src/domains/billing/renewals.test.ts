import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { addMonth } from '@bilim/contract/calendar';
import type { RenewalMode } from '@bilim/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../db/db';
import { createTestApp, type TestApp } from '../../test/app';
import { startSmtpServer } from '../../test/smtp';
import { buildCard, buildEvent, buildAccount } from '../../test/listings-factories';
import { accounts } from '../accounts/accounts.schema';
import { ledgerEntries } from '../ledger/ledger.schema';
import { cards, events, type CardRow, type EventRow } from '../listings/listings.schema';
import { notifications } from '../notifications/notifications.schema';
import { tariffs } from '../tariffs/tariffs.schema';
import { seedTariffs } from '../tariffs/tariffs.seed';
import { users } from '../users/users.schema';
import { startRenewalScheduler } from './renewal-scheduler';
import { runRenewals, type RenewalDeps } from './renewals';
import { topUp } from './test-support';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const errors: object[] = [];
const START = 490_000;
const DAY = 86_400_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Letters go through the outbox to a real SMTP server in this process.
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, realMailer: true });
  await seedTariffs(t.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The job's dependencies on a database. */
function depsOn(db: Db, mode: RenewalMode = 'ANY_DAY'): RenewalDeps {
  return {
    db,
    settings: { get: async () => ({ ...(await t.app.ctx.settings.get()), renewal_mode: mode }) },
    log: { info: () => undefined, error: (obj) => void errors.push(obj) },
  };
}

/** One pass of the job, then what its events set off (notices, letters), as the server does. */
async function renew(db: Db, now: Date, mode: RenewalMode = 'ANY_DAY') {
  const report = await runRenewals(depsOn(db, mode), now);
  await t.drain();
  return report;
}

async function tariffId(slug: string): Promise<number> {
  const [row] = await t.db.select({ id: tariffs.id }).from(tariffs).where(eq(tariffs.slug, slug));
  if (!row) throw new Error(`no tariff ${slug}`);
  return row.id;
}

/**
 * An account on Start whose paid period finishes at `finish`, with `balance`; the tariff started
 * on `started` (its Almaty day anchors ANY_DAY months; by default the finish itself, the same day).
 */
async function paidAccount(finish: Date, balance: number, started: Date = finish) {
  const account = await buildAccount(t.db, { tariff: 'start' });
  await t.db
    .update(accounts)
    .set({
      monthlyPayment: START,
      tariffStartedAt: started,
      tariffFinishAt: finish,
    })
    .where(eq(accounts.id, account.id));
  if (balance > 0) await topUp(t.db, account.id, balance);
  const [owner] = await t.db.select().from(users).where(eq(users.id, account.userId));
  if (!owner) throw new Error('no owner');
  return { accountId: account.id, owner };
}

async function accountRow(accountId: number) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error('no account');
  return row;
}

const renewalsOf = (accountId: number) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, 'renewal')));

const noticesOf = (accountId: number) =>
  t.db.select().from(notifications).where(eq(notifications.accountId, accountId));

const mailTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

describe('a renewal with enough balance', () => {
  it('charges the monthly payment once and extends the period by a month', async () => {
    const now = new Date();
    const finish = new Date(now.getTime() - 60_000);
    const { accountId, owner } = await paidAccount(finish, 1_000_000);

    const report = await renew(t.db, now);
    expect(report.renewed).toContain(accountId);
    const entries = await renewalsOf(accountId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount: -START,
      balanceAfter: 1_000_000 - START,
      idempotencyKey: `renewal:${accountId}:${finish.toISOString()}`,
    });
    expect(await accountRow(accountId)).toMatchObject({
      balance: 1_000_000 - START,
      tariffId: await tariffId('start'),
      tariffStartedAt: finish,
      tariffFinishAt: addMonth(finish),
    });
    const notices = await noticesOf(accountId);
    expect(notices.map((n) => n.kind)).toEqual(['tariff_renewed']);

    const again = await renew(t.db, now);
    expect(again.renewed).not.toContain(accountId);
    expect(await renewalsOf(accountId)).toHaveLength(1);
    expect(mailTo(owner.email)).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('ANY_DAY keeps the day the tariff started: 31 January → 28 February → 31 March, no drift', async () => {
    // 15:00 in Almaty on 31 January; the first period ended on 28 February.
    const started = new Date('2026-01-31T10:00:00Z');
    const { accountId } = await paidAccount(new Date('2026-02-28T10:00:00Z'), 3 * START, started);
    await renew(t.db, new Date('2026-02-28T10:00:30Z'));
    expect(await accountRow(accountId)).toMatchObject({
      tariffStartedAt: started,
      tariffFinishAt: new Date('2026-03-31T10:00:00Z'),
    });
    await renew(t.db, new Date('2026-03-31T10:00:30Z'));
    expect(await accountRow(accountId)).toMatchObject({
      tariffStartedAt: started,
      tariffFinishAt: new Date('2026-04-30T10:00:00Z'),
    });
    expect(await renewalsOf(accountId)).toHaveLength(2);
  });

  it('FIRST_DAY: renews to the first day of the following month, charging the whole payment', async () => {
    const finish = new Date('2026-03-31T19:00:00Z'); // 1 April, 00:00 in Almaty
    const now = new Date('2026-03-31T19:00:30Z');
    const { accountId } = await paidAccount(finish, START);
    await renew(t.db, now, 'FIRST_DAY');
    expect(await accountRow(accountId)).toMatchObject({
      balance: 0,
      tariffStartedAt: finish,
      tariffFinishAt: new Date('2026-04-30T19:00:00Z'), // 1 May, 00:00 in Almaty
    });
  });
});

describe('a paid tariff without a finish (from before periods existed)', () => {
  /** An account on Start with no period and no monthly payment recorded. */
  async function openAccount(balance: number) {
    const account = await buildAccount(t.db, { tariff: 'start' });
    if (balance > 0) await topUp(t.db, account.id, balance);
    return account.id;
  }

  it('is due: a first period starts now and the tariff’s price is charged', async () => {
    const accountId = await openAccount(START);
    const now = new Date();
    const report = await renew(t.db, now);
    expect(report.renewed).toContain(accountId);
    expect(await renewalsOf(accountId)).toMatchObject([
      { amount: -START, idempotencyKey: `renewal:${accountId}:${now.toISOString()}` },
    ]);
    expect(await accountRow(accountId)).toMatchObject({
      balance: 0,
      tariffStartedAt: now,
      tariffFinishAt: addMonth(now),
      monthlyPayment: START,
    });
    await renew(t.db, new Date(now.getTime() + 1000));
    expect(await renewalsOf(accountId)).toHaveLength(1);
  });

  it('falls to the free tariff when the balance cannot pay', async () => {
    const accountId = await openAccount(0);
    const report = await renew(t.db, new Date());
    expect(report.failed).toContain(accountId);
    expect(await accountRow(accountId)).toMatchObject({
      tariffId: await tariffId('free'),
      tariffFinishAt: null,
      monthlyPayment: 0,
    });
    expect(await renewalsOf(accountId)).toHaveLength(0);
  });

  it('gets a period from the 0004 migration’s backfill: from now, a month on in Almaty, at the price', async () => {
    const migration = await readFile(
      fileURLToPath(new URL('../../../drizzle/0004_money.sql', import.meta.url)),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('UPDATE "accounts"');
    const open = await openAccount(0);
    const free = await buildAccount(t.db);
    await t.db.execute(sql.raw(backfill));
    const row = await accountRow(open);
    expect(row.tariffStartedAt).not.toBeNull();
    expect(row).toMatchObject({
      tariffFinishAt: addMonth(row.tariffStartedAt as Date),
      monthlyPayment: START,
    });
    expect(await accountRow(free.id)).toMatchObject({
      tariffStartedAt: null,
      tariffFinishAt: null,
      monthlyPayment: 0,
    });
  });
});

describe('two processes renewing at once', () => {
  it('charge each period once (PostgreSQL: two connection pools to one database)', async () => {
    const second =
      t.database.engine === 'postgres' && 'url' in t.database && t.database.url
        ? await createDatabase({ url: String(t.database.url), poolSize: 5 })
        : undefined;
    expect(second !== undefined).toBe(t.database.engine === 'postgres');
    try {
      const now = new Date();
      const due: Array<Awaited<ReturnType<typeof paidAccount>>> = [];
      for (let i = 0; i < 8; i += 1) {
        due.push(await paidAccount(new Date(now.getTime() - (i + 1) * 1000), 2 * START));
      }
      const short = await paidAccount(new Date(now.getTime() - 500), 100);

      const [a, b] = await Promise.all([
        runRenewals(depsOn(t.db), now),
        runRenewals(depsOn(second?.db ?? t.db), now),
      ]);
      await t.drain();
      const ids = due.map((account) => account.accountId);
      const renewedByA = a.renewed.filter((id) => ids.includes(id));
      const renewedByB = b.renewed.filter((id) => ids.includes(id));
      expect([...renewedByA, ...renewedByB].sort()).toEqual([...ids].sort());
      expect(renewedByA.filter((id) => renewedByB.includes(id))).toEqual([]);
      for (const id of ids) {
        expect(await renewalsOf(id)).toHaveLength(1);
        expect((await accountRow(id)).balance).toBe(START);
      }
      const failedBy = [a, b].filter((report) => report.failed.includes(short.accountId));
      expect(failedBy).toHaveLength(1);
      expect((await noticesOf(short.accountId)).map((n) => n.kind)).toEqual(['renewal_failed']);
      expect(mailTo(short.owner.email)).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await second?.close();
    }
  });
});

describe('a renewal the balance cannot pay', () => {
  it('falls to the free tariff, unpublishes the excess newest first, tells the owner by notice and e-mail', async () => {
    const now = new Date();
    const finish = new Date(now.getTime() - 60_000);
    const { accountId, owner } = await paidAccount(finish, 100);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const published: CardRow[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      published.push(
        await buildCard(t.db, {
          accountId,
          state: 'published',
          publishedAt: day(n),
          title: `Card of day ${n}`,
        }),
      );
    }
    const publishedEvents: EventRow[] = [];
    for (const n of [1, 2, 3, 4]) {
      publishedEvents.push(
        await buildEvent(t.db, {
          accountId,
          state: 'published',
          publishedAt: day(n),
          title: `Event of day ${n}`,
        }),
      );
    }

    const report = await renew(t.db, now);
    expect(report.failed).toContain(accountId);
    expect(await accountRow(accountId)).toMatchObject({
      tariffId: await tariffId('free'),
      tariffStartedAt: null,
      tariffFinishAt: null,
      monthlyPayment: 0,
      flexCards: null,
      balance: 100,
    });
    expect(await renewalsOf(accountId)).toHaveLength(0);

    const cardStates = await t.db
      .select({ title: cards.title, state: cards.state })
      .from(cards)
      .where(eq(cards.accountId, accountId));
    const unpublishedCards = cardStates
      .filter((c) => c.state === 'unpublished')
      .map((c) => c.title);
    expect(unpublishedCards.sort()).toEqual(['Card of day 4', 'Card of day 5']);
    const eventStates = await t.db
      .select({ title: events.title, state: events.state })
      .from(events)
      .where(eq(events.accountId, accountId));
    expect(eventStates.filter((e) => e.state === 'unpublished').map((e) => e.title)).toEqual([
      'Event of day 4',
    ]);

    const notices = await noticesOf(accountId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'renewal_failed',
      userId: owner.id,
      channels: ['in_app', 'email', 'push'],
      params: {
        finish: finish.toISOString(),
        monthly_payment: START,
        balance: 100,
        unpublished: {
          cards: [
            { id: published[4]?.id, title: 'Card of day 5' },
            { id: published[3]?.id, title: 'Card of day 4' },
          ],
          events: [{ id: publishedEvents[3]?.id, title: 'Event of day 4' }],
        },
      },
    });

    // In the owner's language (Russian unless they chose another at sign-in).
    const letters = mailTo(owner.email);
    expect(letters).toHaveLength(1);
    const letter = letters[0];
    expect(letter?.subject).toBe('Bilim: Недостаточно средств для следующего платежа');
    expect(letter?.text).toContain('Аккаунт переведён на бесплатный тариф');
    expect(letter?.text).toContain('Card of day 5, Card of day 4, Event of day 4');
    expect(letter?.text).toContain('http://bilim.test/replenish');

    await renew(t.db, new Date(now.getTime() + 1000));
    expect(await noticesOf(accountId)).toHaveLength(1);
    expect(mailTo(owner.email)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('the reminder', () => {
  it('goes out once when the period ends within three days and the balance will not cover it', async () => {
    const now = new Date();
    const short = await paidAccount(new Date(now.getTime() + 2 * DAY), START - 1);
    const covered = await paidAccount(new Date(now.getTime() + 2 * DAY), START);
    const later = await paidAccount(new Date(now.getTime() + 4 * DAY), 0);

    const report = await renew(t.db, now);
    expect(report.reminded).toContain(short.accountId);
    expect(report.reminded).not.toContain(covered.accountId);
    expect(report.reminded).not.toContain(later.accountId);
    expect((await noticesOf(short.accountId)).map((n) => n.kind)).toEqual(['renewal_reminder']);
    expect(await noticesOf(covered.accountId)).toHaveLength(0);
    expect(await noticesOf(later.accountId)).toHaveLength(0);
    const letters = mailTo(short.owner.email);
    expect(letters).toHaveLength(1);
    expect(letters[0]?.text).toMatch(/4\s899,99\s₸/);

    const again = await renew(t.db, new Date(now.getTime() + DAY));
    expect(again.reminded).not.toContain(short.accountId);
    expect(await noticesOf(short.accountId)).toHaveLength(1);
    expect(mailTo(short.owner.email)).toHaveLength(1);
    expect(mailTo(covered.owner.email)).toHaveLength(0);
  });
});

describe('renewal letters', () => {
  it('name amounts in the account’s currency, in the owner’s language', async () => {
    const now = new Date();
    const { accountId, owner } = await paidAccount(new Date(now.getTime() + DAY), START - 1);
    await t.db.update(accounts).set({ currency: 'USD' }).where(eq(accounts.id, accountId));
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.id));
    await renew(t.db, now);
    const [letter] = mailTo(owner.email);
    expect(letter?.text).toContain('Renewing it costs $4,900 and the balance is $4,899.99');
    expect(letter?.text).not.toContain('₸');
  });
});

describe('the scheduler', () => {
  it('runs a pass at start; stopping waits for it', async () => {
    const { accountId } = await paidAccount(new Date(Date.now() - 60_000), START);
    const scheduler = startRenewalScheduler(depsOn(t.db), 3_600_000);
    await scheduler.stop();
    expect(await renewalsOf(accountId)).toHaveLength(1);
  });
});
