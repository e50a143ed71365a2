import { can, definePolicy } from '../../lib/policy';

/** An account as the policy sees it. */
export interface AccountSubject {
  userId: number;
}

/**
 * A provider account's cabinet (its overview, its lists, new records in it) is its owner's, or
 * the staff's who hold `manage:account:any` (admins). Routes answer 404 ACCOUNT_NOT_FOUND to anyone else.
 */
export const accountPolicy = definePolicy<AccountSubject, 'manage'>({
  manage: (actor, account) => actor.id === account.userId || can(actor, 'manage:account:any'),
});
