import { balanceBadgeColour, type Account, type TariffChangePlan } from '@bilim/contract/money';
import type { AccountWithUsage } from '../accounts/accounts.queries';
import type { NotificationRow } from '../notifications/notifications.schema';
import { presentNotification } from '../notifications/notifications.presenter';
import { accountLimits } from '../tariffs/tariff-limits';
import { presentTariff } from '../tariffs/tariffs.presenter';
import type { TariffChangePlanRow } from './tariff-change.commands';

export interface AccountAnswerParts {
  now: Date;
  totalInMonth: number;
  topUp: { min: number; max: number };
  notifications: NotificationRow[];
}

/** GET /api/account: the account's money, tariff, limits, usage and latest notifications. */
export function presentAccount(row: AccountWithUsage, parts: AccountAnswerParts): Account {
  const { account, tariff, cards, events } = row;
  const finish = account.tariffFinishAt;
  return {
    id: account.id,
    title: account.title,
    currency: account.currency,
    balance: account.balance,
    tariff: presentTariff(tariff),
    limits: accountLimits(account, tariff),
    flexible:
      tariff.kind === 'flexible' && account.flexCards !== null
        ? {
            card_amt: account.flexCards,
            event_amt: account.flexEvents ?? 0,
            photo_amt: account.flexPhotos ?? tariff.cardPhotosLimit,
            score_sign: account.flexStatistics,
          }
        : null,
    usage: {
      cards: cards.new + cards.published + cards.unpublished,
      events: events.new + events.published + events.unpublished,
      published_cards: cards.published,
      published_events: events.published,
    },
    tariff_start_dt: account.tariffStartedAt?.toISOString() ?? null,
    tariff_finish_dt: finish?.toISOString() ?? null,
    payment: {
      monthly_payment: account.monthlyPayment,
      next_payment_date: finish?.toISOString() ?? null,
      total_in_month: parts.totalInMonth,
    },
    badge: balanceBadgeColour({
      balance: account.balance,
      monthlyPayment: account.monthlyPayment,
      tariffFinish: finish,
      now: parts.now,
    }),
    top_up: parts.topUp,
    notifications: parts.notifications.map(presentNotification),
  };
}

/** GET /api/account/tariff/preview: what the change would do. */
export function presentTariffChangePlan(plan: TariffChangePlanRow): TariffChangePlan {
  return {
    tariff: presentTariff(plan.tariff),
    flexible: plan.flexible,
    charge: plan.charge,
    monthly_payment: plan.period ? plan.monthlyPayment : 0,
    balance: plan.balance,
    // Below zero when the balance is short: by how much.
    balance_after: plan.balance - plan.charge,
    enough_funds: plan.balance >= plan.charge,
    limits: plan.limits,
    tariff_finish_dt: plan.period?.finish.toISOString() ?? null,
    unpublish: plan.unpublish,
  };
}
