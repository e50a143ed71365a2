import { definePolicy, isAdmin } from '../../lib/policy';

/**
 * Writing to an account's books by hand: only an admin adjusts a balance or refunds a charge.
 * (Reading the history follows the account's own policy: its owner, or an admin.)
 */
export const ledgerPolicy = definePolicy<null, 'adjust' | 'refund'>({
  adjust: isAdmin,
  refund: isAdmin,
});
