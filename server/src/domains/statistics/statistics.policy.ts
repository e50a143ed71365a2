import { can, definePolicy } from '../../lib/policy';
import { accountPolicy, type AccountSubject } from '../accounts/accounts.policy';

/**
 * An account's statistics: whoever manages the account (its owner, an admin) reads them, and
 * support reads them too; the advertisement role does not (it manages the site's advertising,
 * not providers' figures). Routes answer 404 ACCOUNT_NOT_FOUND to anyone else.
 */
export const statisticsPolicy = definePolicy<AccountSubject, 'read'>({
  read: (actor, account) =>
    accountPolicy.can(actor, 'manage', account) || can(actor, 'read:statistics:any'),
});
