import type { CardPolicies } from '@bilim/contract/cards';
import { canTransition, type ListingAction, type ListingState } from '@bilim/contract/listings';
import { can, definePolicy, granted, isImpersonated, type Actor } from '../../lib/policy';

/** A card or an event as the policy sees it: whose account it is in, and its state. */
export interface ListingSubject {
  ownerUserId: number;
  state: ListingState;
  pinned: boolean;
}

const isOwner = (actor: Actor, listing: ListingSubject) => actor.id === listing.ownerUserId;
const manages = (actor: Actor, listing: ListingSubject) =>
  isOwner(actor, listing) || can(actor, 'manage:account:any');

/**
 * Cabinet records: the owner of the account or an admin reads and changes them; support reads
 * them. Routes answer 404 (not 403) to whoever may not read, so existence does not leak.
 */
export const listingPolicy = definePolicy<ListingSubject, 'read' | 'update' | 'vip'>({
  read: (actor, listing) => manages(actor, listing) || can(actor, 'read:listing:any'),
  update: manages,
  /**
   * Buying VIP for a card spends its account's balance: the owner's or an admin's call, never
   * staff's signed in as the owner.
   */
  vip: (actor, listing) => manages(actor, listing) && !isImpersonated(actor),
});

/** VIP is sold for a published card only (else 409 INVALID_TRANSITION). */
export const vipOnSale = (listing: Pick<ListingSubject, 'state'>) => listing.state === 'published';

/**
 * Who may change the record and what its state allows, per action (the answer's `policies`).
 * `vip` concerns cards only; an event's answer has no such field and drops it.
 */
export function listingPolicies(actor: Actor | null, listing: ListingSubject): CardPolicies {
  const update = listingPolicy.can(actor, 'update', listing);
  const allowed = (action: ListingAction) =>
    update && canTransition(listing.state, listing.pinned, action);
  return {
    update,
    publish: allowed('publish'),
    unpublish: allowed('unpublish'),
    archive: allowed('archive'),
    restore: allowed('restore'),
    delete: allowed('delete'),
    pin: allowed('pin'),
    unpin: allowed('unpin'),
    vip: listingPolicy.can(actor, 'vip', listing) && vipOnSale(listing),
  };
}

/** Moderation: taking anyone's record off the site with a reason (staff holding `moderate:listing`). */
export const moderationPolicy = definePolicy<null, 'unpublish'>({
  unpublish: granted('moderate:listing'),
});
