import { can, definePolicy, isImpersonated, type Actor } from '../../lib/policy';

/** An account as the policy sees it. */
export interface AccountSubject {
  userId: number;
}

/**
 * A provider account's cabinet (its overview, its lists, new records in it) is its owner's, or
 * the staff's who hold `manage:account:any` (admins). Routes answer 404 ACCOUNT_NOT_FOUND to anyone else.
 */
const manage = (actor: Actor, account: AccountSubject) =>
  actor.id === account.userId || can(actor, 'manage:account:any');

/**
 * Moving the account's balance (top-ups, tariff changes, VIP purchases) is its managers' too,
 * but never staff signed in as the user: a balance moves only by the user or by an audited
 * adjustment (403 FORBIDDEN while impersonating).
 */
export const accountPolicy = definePolicy<AccountSubject, 'manage' | 'spend' | 'grantTariff'>({
  manage,
  spend: (actor, account) => manage(actor, account) && !isImpersonated(actor),
  /** A tariff without a charge: admins, for support cases, never while signed in as the user. */
  grantTariff: (actor) => can(actor, 'grant:tariff') && !isImpersonated(actor),
});
