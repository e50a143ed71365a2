import { listingRefSchema, type RenewalMode } from '@bilim/contract/money';
import {
  flexibleChoiceSchema,
  flexiblePrice,
  type AccountLimits,
  type FlexibleChoice,
} from '@bilim/contract/tariffs';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/db';
import type { TariffFacts } from '../../events/domain-events';
import { emit } from '../../events/emit';
import { fieldErrors } from '../../http/error-handler';
import { IdempotencyConflict } from '../../http/idempotency';
import { findKey, saveKey } from '../../idempotency/idempotency-keys';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import { accountPolicy } from '../accounts/accounts.policy';
import { accounts, type AccountRow } from '../accounts/accounts.schema';
import { recordAudit, type AuditedActor } from '../audit/audit';
import { presentTitle } from '../dictionaries/dictionaries.presenter';
import { postEntry } from '../ledger/ledger.service';
import type { SettingsStore } from '../settings/settings.service';
import { accountLimits } from '../tariffs/tariff-limits';
import { unitPricesOf } from '../tariffs/tariffs.presenter';
import { findActiveTariff } from '../tariffs/tariffs.queries';
import type { TariffRow } from '../tariffs/tariffs.schema';
import { assertEmailConfirmed } from '../users/email-confirmed';
import {
  nothingOverLimits,
  recordsOverLimits,
  unpublishRecords,
  type OverLimits,
} from './downgrade';
import { firstPeriod, type FirstPeriod } from './periods';

/** What tariff changes need: the database and the renewal mode in force. */
export interface BillingContext {
  db: Db;
  settings: Pick<SettingsStore, 'get'>;
}

/** What the provider asks for (POST /api/account/tariff, or the preview's query). */
export interface TariffSelection {
  tariff_id: number;
  card_amt?: number | undefined;
  event_amt?: number | undefined;
  photo_amt?: number | undefined;
  score_sign?: boolean | undefined;
}

/** A tariff as chosen: Flexible with its amounts, and what it costs a month. */
export interface ChosenTariff {
  tariff: TariffRow;
  flexible: FlexibleChoice | null;
  monthlyPayment: number;
}

/** What a change does; the preview shows it, the change carries it out. */
export interface TariffChangePlanRow extends ChosenTariff {
  /** The paid period (null on the free tariff). */
  period: FirstPeriod | null;
  charge: number;
  limits: AccountLimits;
  balance: number;
  unpublish: OverLimits;
}

/**
 * The price of the chosen tariff: the free one costs nothing; a fixed one its price; Flexible
 * the price of the chosen amounts (`flexiblePrice`, the function the web app shows it with),
 * each amount required and within `FLEXIBLE_BOUNDS` (422 with a message per field).
 */
export function chooseTariff(tariff: TariffRow, selection: TariffSelection): ChosenTariff {
  if (tariff.kind === 'free') return { tariff, flexible: null, monthlyPayment: 0 };
  if (tariff.kind === 'fixed') return { tariff, flexible: null, monthlyPayment: tariff.price };
  const unitPrices = unitPricesOf(tariff);
  // A Flexible tariff without readable unit prices cannot be sold.
  if (!unitPrices) throw notFound('TARIFF_NOT_FOUND');
  const input = {
    card_amt: selection.card_amt,
    event_amt: selection.event_amt,
    photo_amt: selection.photo_amt,
    score_sign: selection.score_sign,
  };
  const parsed = flexibleChoiceSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
    }));
    throw validationFailed(fieldErrors(issues, { value: input }));
  }
  return { tariff, flexible: parsed.data, monthlyPayment: flexiblePrice(unitPrices, parsed.data) };
}

/** What the events about an account's tariff say: the account, its owner, the tariff's titles. */
export function tariffFacts(account: AccountRow, tariff: TariffRow): TariffFacts {
  return {
    user_id: account.userId,
    account_id: account.id,
    account_title: account.title,
    tariff_id: tariff.id,
    tariff: presentTitle(tariff),
    currency: account.currency,
  };
}

/** The account's Flexible columns for a choice (cleared for other tariffs). */
export function flexColumns(flexible: FlexibleChoice | null) {
  return {
    flexCards: flexible?.card_amt ?? null,
    flexEvents: flexible?.event_amt ?? null,
    flexPhotos: flexible?.photo_amt ?? null,
    flexStatistics: flexible?.score_sign ?? false,
  };
}

/**
 * What changing to `chosen` at `now` does: the charge and period (periods.ts), the limits that
 * apply at once, and the published records beyond them.
 */
export async function planTariffChange(
  db: Executor,
  account: AccountRow,
  chosen: ChosenTariff,
  mode: RenewalMode,
  now: Date,
): Promise<TariffChangePlanRow> {
  const period =
    chosen.tariff.kind === 'free' ? null : firstPeriod(mode, chosen.monthlyPayment, now);
  const limits = accountLimits(flexColumns(chosen.flexible), chosen.tariff);
  return {
    ...chosen,
    period,
    charge: period?.charge ?? 0,
    limits,
    balance: account.balance,
    unpublish: await recordsOverLimits(db, account.id, limits),
  };
}

/**
 * Choosing the tariff in force again (for Flexible, the same amounts) would charge a new
 * period over the one paid for: 409 TARIFF_ALREADY_ACTIVE. It renews by itself; a lapsed paid
 * period (the account fell back to free) can be bought again, and an admin's waived grant may
 * restart it (a support case).
 */
function assertNotInForce(account: AccountRow, chosen: ChosenTariff, now: Date): void {
  if (account.tariffId !== chosen.tariff.id) return;
  const sameAmounts =
    !chosen.flexible ||
    (account.flexCards === chosen.flexible.card_amt &&
      account.flexEvents === chosen.flexible.event_amt &&
      account.flexPhotos === chosen.flexible.photo_amt &&
      account.flexStatistics === chosen.flexible.score_sign);
  const running =
    chosen.tariff.kind === 'free' ||
    (account.tariffFinishAt !== null && account.tariffFinishAt.getTime() > now.getTime());
  if (sameAmounts && running) throw new AppError('TARIFF_ALREADY_ACTIVE');
}

async function loadAccount(db: Executor, accountId: number, lock: boolean): Promise<AccountRow> {
  const query = db.select().from(accounts).where(eq(accounts.id, accountId));
  const [account] = lock ? await query.for('update') : await query;
  if (!account) throw notFound('ACCOUNT_NOT_FOUND');
  return account;
}

/** GET /api/account/tariff/preview: the plan, nothing changed. */
export async function previewTariffChange(
  ctx: BillingContext,
  accountId: number,
  selection: TariffSelection,
  now = new Date(),
): Promise<TariffChangePlanRow> {
  const { renewal_mode } = await ctx.settings.get();
  const account = await loadAccount(ctx.db, accountId, false);
  const chosen = chooseTariff(await findActiveTariff(ctx.db, selection.tariff_id), selection);
  assertNotInForce(account, chosen, now);
  return planTariffChange(ctx.db, account, chosen, renewal_mode, now);
}

export interface TariffChangeResult {
  charged: number;
  unpublished: OverLimits;
  /** True when the request's idempotency key had been carried out before: nothing changed. */
  replayed: boolean;
}

/** What a change records under its idempotency key: the choice asked for, and what it did. */
const recordedRequest = z.object({
  tariff_id: z.number(),
  flexible: flexibleChoiceSchema.nullable().optional(),
});
const recordedResult = z.object({
  charge: z.number(),
  unpublished: z.object({
    cards: z.array(listingRefSchema),
    events: z.array(listingRefSchema),
  }),
});

/** Whether a request asks for the choice recorded earlier (a fixed tariff ignores amounts). */
function sameChoice(earlier: z.infer<typeof recordedRequest>, selection: TariffSelection): boolean {
  if (earlier.tariff_id !== selection.tariff_id) return false;
  const flexible = earlier.flexible;
  return (
    !flexible ||
    (flexible.card_amt === selection.card_amt &&
      flexible.event_amt === selection.event_amt &&
      flexible.photo_amt === selection.photo_amt &&
      flexible.score_sign === selection.score_sign)
  );
}

/**
 * The earlier change carried out under this key, if any: the same choice answers what it did
 * (a replay), another choice is an `IdempotencyConflict` (422 on `idempotency_key`).
 */
async function replayOf(
  tx: Executor,
  idempotencyKey: string,
  selection: TariffSelection,
): Promise<TariffChangeResult | undefined> {
  const earlier = await findKey(tx, idempotencyKey);
  if (!earlier) return undefined;
  const request = recordedRequest.safeParse(earlier.request);
  const result = recordedResult.safeParse(earlier.result);
  if (!request.success || !result.success || !sameChoice(request.data, selection)) {
    throw new IdempotencyConflict(
      idempotencyKey,
      { earlier: earlier.request, attempted: selection },
      'request',
    );
  }
  return { charged: result.data.charge, unpublished: result.data.unpublished, replayed: true };
}

/**
 * POST /api/account/tariff, in one transaction with the account locked: charges the first
 * period (403 EMAIL_NOT_CONFIRMED while the owner's e-mail is not confirmed, 402
 * NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF when the balance is short, and nothing changes), puts the account on the tariff with its period and limits, unpublishes the
 * records beyond them, and emits `tariff.changed` (the owner's notices follow from it). Choosing
 * the tariff in force again is refused (`assertNotInForce`). `requestKey` (the Idempotency-Key header,
 * or a fresh id) names the request in `idempotency_keys`: a repeat with the same choice answers
 * what the first did and changes nothing (free changes too); the key reused for another choice
 * answers 422 (IdempotencyConflict).
 */
export async function changeTariff(
  ctx: BillingContext,
  actor: AuditedActor,
  input: {
    accountId: number;
    selection: TariffSelection;
    requestKey: string;
    /** An admin's change without a charge (support cases), audited with its reason. */
    waiver?: { reason: string };
  },
  now = new Date(),
): Promise<TariffChangeResult> {
  const { waiver } = input;
  const { renewal_mode } = await ctx.settings.get();
  const idempotencyKey = `tariff:${input.accountId}:${input.requestKey}`;
  return ctx.db.transaction(async (tx) => {
    const account = await loadAccount(tx, input.accountId, true);
    if (waiver) accountPolicy.authorize(actor, 'grantTariff', account);
    const replay = await replayOf(tx, idempotencyKey, input.selection);
    if (replay) return replay;

    const chosen = chooseTariff(
      await findActiveTariff(tx, input.selection.tariff_id),
      input.selection,
    );
    if (!waiver) assertNotInForce(account, chosen, now);
    const planned = await planTariffChange(tx, account, chosen, renewal_mode, now);
    // A waived change starts the same period and limits, and charges nothing for it.
    const plan = waiver ? { ...planned, charge: 0 } : planned;
    const { tariff } = plan;
    if (plan.charge > 0) {
      await assertEmailConfirmed(tx, account.userId);
      const posted = await postEntry(
        tx,
        {
          accountId: account.id,
          kind: 'tariff_charge',
          amount: -plan.charge,
          idempotencyKey,
          tariffId: tariff.id,
          actorUserId: actor.id,
          description: `Tariff ${tariff.titleEn}`,
        },
        'NOT_ENOUGH_FUNDS_FOR_CHANGE_TARIFF',
      );
      // The ledger knew the key though the key table did not (a charge written before the
      // table existed): charged before, so change nothing.
      if (posted.replayed) {
        return { charged: plan.charge, unpublished: nothingOverLimits(), replayed: true };
      }
    }
    await tx
      .update(accounts)
      .set({
        tariffId: tariff.id,
        tariffStartedAt: plan.period?.start ?? null,
        tariffFinishAt: plan.period?.finish ?? null,
        monthlyPayment: plan.period ? plan.monthlyPayment : 0,
        ...flexColumns(plan.flexible),
      })
      .where(eq(accounts.id, account.id));
    await unpublishRecords(tx, plan.unpublish);
    if (waiver) {
      await recordAudit(tx, actor, {
        action: 'tariff.grant',
        subject: { type: 'account', id: account.id },
        userId: account.userId,
        before: {
          tariff_id: account.tariffId,
          tariff_finish_at: account.tariffFinishAt?.toISOString() ?? null,
        },
        after: {
          tariff_id: tariff.id,
          tariff_finish_at: plan.period?.finish.toISOString() ?? null,
          waived_charge: planned.charge,
          reason: waiver.reason,
        },
      });
    }

    await saveKey(
      tx,
      idempotencyKey,
      { tariff_id: tariff.id, flexible: plan.flexible },
      { charge: plan.charge, unpublished: plan.unpublish },
    );
    await emit(tx, {
      type: 'tariff.changed',
      payload: {
        ...tariffFacts(account, tariff),
        flexible: plan.flexible,
        charge: plan.charge,
        monthly_payment: plan.period ? plan.monthlyPayment : 0,
        finish: plan.period?.finish.toISOString() ?? null,
        unpublished: plan.unpublish,
      },
    });
    return { charged: plan.charge, unpublished: plan.unpublish, replayed: false };
  });
}
