import type { CabinetAccount } from '@bilim/contract/cabinet';
import { accountLimits } from '../tariffs/tariff-limits';
import { presentTariff } from '../tariffs/tariffs.presenter';
import type { AccountWithUsage } from './accounts.queries';

export function presentCabinetAccount(row: AccountWithUsage): CabinetAccount {
  return {
    id: row.account.id,
    title: row.account.title,
    currency: row.account.currency,
    tariff: presentTariff(row.tariff),
    limits: accountLimits(row.account, row.tariff),
    cards: row.cards,
    events: row.events,
  };
}
