import { can, definePolicy, isSelf } from '../../lib/policy';

/** A user whose restrictions are read or changed. */
export interface RestrictedUser {
  id: number;
}

/**
 * Restrictions: staff holding `manage:restriction` (support, admin) set, list and remove them;
 * a user reads their own active ones (the profile shows why they cannot act).
 */
export const restrictionPolicy = definePolicy<RestrictedUser, 'create' | 'remove' | 'read'>({
  create: (actor) => can(actor, 'manage:restriction'),
  remove: (actor) => can(actor, 'manage:restriction'),
  read: (actor, user) => isSelf(actor, user) || can(actor, 'manage:restriction'),
});
