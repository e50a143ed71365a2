import { can, definePolicy } from '../../lib/policy';

/** A payment as the policy sees it: whose account it tops up. */
export interface PaymentSubject {
  accountUserId: number;
}

/**
 * A top-up is seen by the owner of the account it tops up, or whoever holds `read:payment:any`; routes answer 404 to
 * anyone else. Nobody settles one through the API: only the provider's verified callback does.
 */
export const paymentPolicy = definePolicy<PaymentSubject, 'read'>({
  read: (actor, payment) => actor.id === payment.accountUserId || can(actor, 'read:payment:any'),
});
